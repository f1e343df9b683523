#!/usr/bin/env bash
# Runs the engine fuzzer for SECONDS (default 60) on Fuzz/corpus-work/ (git-ignored), seeded
# from the committed Fuzz/corpus/ and Fuzz/regressions/. Crash inputs land in .build-fuzz/crashes/;
# copy them to Fuzz/regressions/ (FuzzRegressionTests replays every file there).
#   Fuzz/run.sh 1800      # half an hour
# Extra arguments go to libFuzzer (e.g. -jobs=2 -workers=2).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"; shift || true
[ -x .build-fuzz/drawer-fuzz ] || Fuzz/build.sh
mkdir -p Fuzz/corpus-work .build-fuzz/crashes
# Swift's crash backtracer waits for a debugger-style attach that never comes here; libFuzzer
# reports the crash itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
exec .build-fuzz/drawer-fuzz -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 -timeout=20 \
    -max_len=4096 -artifact_prefix=.build-fuzz/crashes/ "$@" Fuzz/corpus-work Fuzz/corpus Fuzz/regressions
