#!/usr/bin/env bash
# Builds the engine fuzzer: DrawerCore's sources, the shared decoder/checker from the test
# target and the libFuzzer entry point, in one module, with libFuzzer and AddressSanitizer.
# Output: .build-fuzz/drawer-fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFTC="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
mkdir -p .build-fuzz
mapfile -t sources < <(find Sources/DrawerCore -name '*.swift' | sort)
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -O -swift-version 6 \
    -module-name DrawerFuzz -D DRAWER_FUZZER \
    "${sources[@]}" Tests/DrawerCoreTests/Fuzz/FuzzInput.swift Tests/DrawerCoreTests/Fuzz/FuzzChecker.swift Fuzz/*.swift \
    -o .build-fuzz/drawer-fuzz 2> >(grep -v 'Cannot export local symbol' >&2)
echo "built .build-fuzz/drawer-fuzz"
