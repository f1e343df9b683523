#!/usr/bin/env bash
# Instructions per engine step (a drag step, a settle tick), counted by callgrind: a figure that
# does not move with the machine's load, unlike `make bench`'s times. Builds
# Benchmarks/Instructions/main.swift with DrawerCore's sources in one optimised module, for the
# working tree and for each REV given (checked out in a temporary worktree), and prints
# instructions per step, the driver's setup subtracted.
# Usage: scripts/bench-instructions.sh [REV ...] [-- STEPS]   (default 20,000 steps)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }
SWIFTC="${SWIFTC:-swiftc}"
revs=(); steps=20000
while [ $# -gt 0 ]; do
  if [ "$1" = "--" ]; then steps=$2; shift 2; else revs+=("$1"); shift; fi
done
driver="$PWD/Benchmarks/Instructions/main.swift"
work=$(mktemp -d)
cleanup() { for rev in "${revs[@]}"; do git worktree remove --force "$work/tree-$rev" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

build() {  # source tree, output binary
  (cd "$1" && "$SWIFTC" -O -wmo -swift-version 6 -package-name DrawerKit -module-name DrawerInstructions \
    $(find Sources/DrawerCore -name '*.swift' | sort) "$driver" -o "$2" 2> >(grep -E "error" >&2))
}

count() {  # binary, mode, steps: instructions the run executed
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" 2>&1 >/dev/null | awk '/Collected/ {print $4}'
}

measure() {  # label, binary
  for mode in drag tick; do
    local setup run
    setup=$(count "$2" "$mode" 0)
    run=$(count "$2" "$mode" "$steps")
    printf '%-12s %-5s %6d instructions/step\n' "$1" "$mode" $(( (run - setup) / steps ))
  done
}

echo "$(date -u +%FT%TZ) $steps steps, $("$SWIFTC" --version 2>&1 | head -1)"
build "$PWD" "$work/current"
measure "working" "$work/current"
for rev in "${revs[@]}"; do
  git worktree add -q --detach "$work/tree-$rev" "$rev"
  build "$work/tree-$rev" "$work/bin-$rev"
  measure "$(git rev-parse --short "$rev")" "$work/bin-$rev"
done
