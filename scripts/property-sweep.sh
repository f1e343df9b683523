#!/usr/bin/env bash
# Runs DrawerCoreTests' property suites over many seeds, looking for a case that loops or fails
# (not part of make test). Every property check runs DRAWER_PROPERTY_SCALE times its own count,
# each case with a fresh seed, under a DRAWER_PROPERTY_BOUND-second bound; a case still running
# at its bound prints its seed and input and aborts the run (DRAWER_PROPERTY_ABORT=1), which the
# sweep records before starting the next round.
#   scripts/property-sweep.sh [ROUNDS] [SCALE] [FILTER]   # defaults: 5 rounds × 20 × every count
# Output: out/property-sweep/round-N.log; a summary line per round; exit 1 if any round failed.
set -uo pipefail
cd "$(dirname "$0")/.."
ROUNDS="${1:-5}"; SCALE="${2:-20}"; FILTER="${3:-DrawerCoreTests}"
SWIFT="${SWIFT:-swift}"; SCRATCH="${SCRATCH:-.build}"
mkdir -p out/property-sweep
failed=0
for round in $(seq 1 "$ROUNDS"); do
    log="out/property-sweep/round-$round.log"
    start=$(date +%s)
    DRAWER_PROPERTY_SCALE="$SCALE" DRAWER_PROPERTY_BOUND="${DRAWER_PROPERTY_BOUND:-30}" DRAWER_PROPERTY_ABORT=1 \
        "$SWIFT" test --scratch-path "$SCRATCH" --skip-build --filter "$FILTER" > "$log" 2>&1
    status=$?
    echo "round $round: exit $status in $(( $(date +%s) - start )) s ($log)"
    grep -A2 "PROPERTY CASE OVER ITS TIME BOUND" "$log"
    grep -m5 "fixedSeed" "$log"
    [ "$status" -eq 0 ] || failed=1
done
exit "$failed"
