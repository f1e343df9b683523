#!/usr/bin/env bash
# Builds a fuzzer: DrawerCore's sources, the shared decoder/checker from the test target and the
# libFuzzer entry point, in one module, with libFuzzer and AddressSanitizer.
#   Fuzz/build.sh          # the engine fuzzer → .build-fuzz/drawer-fuzz
#   Fuzz/build.sh host     # the host-model fuzzer → .build-fuzz/drawer-host-fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
mkdir -p .build-fuzz
mapfile -t sources < <(find Sources/DrawerCore -name '*.swift' | sort)
shared=(Tests/DrawerCoreTests/Fuzz/FuzzInput.swift Tests/DrawerCoreTests/Fuzz/FuzzChecker.swift)
if [ "${1:-engine}" = host ]; then
    flags=(-D DRAWER_HOST_FUZZER); output=.build-fuzz/drawer-host-fuzz
    shared+=(Tests/DrawerCoreTests/Fuzz/Host/HostFuzzInput.swift Tests/DrawerCoreTests/Fuzz/Host/HostFuzzChecker.swift)
else
    flags=(); output=.build-fuzz/drawer-fuzz
fi
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 -package-name DrawerKit \
    -module-name DrawerFuzz -D DRAWER_FUZZER "${flags[@]}" \
    "${sources[@]}" "${shared[@]}" Fuzz/FuzzEntry.swift \
    -o "$output" 2> >(grep -v 'Cannot export local symbol' >&2)
echo "built $output"
