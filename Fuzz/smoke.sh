#!/usr/bin/env bash
# The fuzz step of `make test`: deterministic, so it fails only when the code changed.
#
# Every committed input (Fuzz/corpus/, Fuzz/regressions/) is replayed, then libFuzzer mutates
# them for a fixed number of runs from a fixed seed. Swift's hashing is made deterministic
# (SWIFT_DETERMINISTIC_HASHING) so that the coverage feedback, and with it every mutation
# libFuzzer picks, is the same on every run of the same binary. New inputs go to a scratch
# folder that is thrown away: the committed corpus never changes under CI.
# Exploratory fuzzing (random seed, wall-clock budget) stays in `make fuzz` (Fuzz/run.sh).
#   Fuzz/smoke.sh            # FUZZ_SMOKE_RUNS (default 8000) runs from FUZZ_SMOKE_SEED (default 1)
#   FUZZ_TARGET=host Fuzz/smoke.sh   # the same for the host-model fuzzer (Fuzz/host/)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${FUZZ_SMOKE_RUNS:-8000}"
SEED="${FUZZ_SMOKE_SEED:-1}"
source Fuzz/target.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export SWIFT_DETERMINISTIC_HASHING=1
# No -max_total_time: the amount of work is fixed, not the time. The timeout per input is
# generous so a loaded machine cannot turn a slow input into a failure.
setarch "$(uname -m)" -R "$binary" -reload=0 -seed="$SEED" -runs="$RUNS" -print_final_stats=1 -timeout=300 \
    -max_len=4096 -artifact_prefix="$prefix" "$scratch" "$folder/corpus" "$folder/regressions"
echo "fuzz smoke ($target): seed $SEED, $RUNS runs over the committed corpus and regressions: no invariant broken"
