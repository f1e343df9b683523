#!/usr/bin/env bash
# Runs a fuzzer for SECONDS (default 60) on its corpus-work/ (git-ignored), seeded from its
# committed corpus/ and regressions/: the engine fuzzer on Fuzz/, the host-model fuzzer
# (FUZZ_TARGET=host) on Fuzz/host/. Crash inputs land in .build-fuzz/crashes/ (host- prefixed for
# the host fuzzer); copy them to the regressions/ folder (the regression tests replay every file).
#   Fuzz/run.sh 1800                  # the engine fuzzer for half an hour
#   FUZZ_TARGET=host Fuzz/run.sh 600  # the host fuzzer for ten minutes
# Extra arguments go to libFuzzer (e.g. -jobs=2 -workers=2). The timeout per input is wall-clock
# (FUZZ_TIMEOUT, default 120 s): on two shared cores under nice, inputs that replay in 0.2 s were
# reported as 21 s timeouts with the old 20 s. Slow work is caught by the checkers' own bounds,
# counted in frames.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"; shift || true
source Fuzz/target.sh
exec "$binary" -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 -timeout="${FUZZ_TIMEOUT:-120}" \
    -max_len=4096 -artifact_prefix="$prefix" "$@" "$folder/corpus-work" "$folder/corpus" "$folder/regressions"
