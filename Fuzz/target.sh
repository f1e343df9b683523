# Sourced by Fuzz/run.sh and Fuzz/smoke.sh: picks the fuzzer from FUZZ_TARGET (engine, the default,
# or host) and sets binary (the libFuzzer executable), folder (its corpus, regressions and
# git-ignored corpus-work/) and prefix (where its crash inputs go); builds it when missing.
target="${FUZZ_TARGET:-engine}"
case "$target" in
    engine) binary=.build-fuzz/drawer-fuzz; folder=Fuzz; prefix=.build-fuzz/crashes/ ;;
    host) binary=.build-fuzz/drawer-host-fuzz; folder=Fuzz/host; prefix=.build-fuzz/crashes/host- ;;
    *) echo "FUZZ_TARGET must be engine or host, not $target" >&2; exit 2 ;;
esac
[ -x "$binary" ] || Fuzz/build.sh "$target"
mkdir -p "$folder/corpus-work" .build-fuzz/crashes
# Swift's crash backtracer waits for a debugger-style attach that never comes here; libFuzzer
# reports the crash itself.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
