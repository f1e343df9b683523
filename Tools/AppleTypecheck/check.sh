#!/usr/bin/env bash
# Type-checks the Apple adapters (DrawerSwiftUI, DrawerUIKit) and the README examples on a
# machine without Apple SDKs, against the declarations-only stand-ins in Stubs/.
#
# 1. DrawerCore is compiled into a module straight from its sources.
# 2. Stand-in modules ObjectiveC, CoreGraphics, QuartzCore, UIKit and SwiftUI are emitted.
# 3. Each adapter is compiled to a module (-emit-module type-checks every file) in Swift 6
#    mode against them, then the README examples are type-checked against the adapters.
# Nothing here is linked or shipped. Exits non-zero on the first error.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/Tools/AppleTypecheck"
SWIFTC="${SWIFTC:-swiftc}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/apple-typecheck.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT

# UIKit's target/action and CADisplayLink need `@objc` and `#selector`; Linux swiftc accepts
# them with Objective-C interop switched on in the frontend (type-checking only). Every module
# is built with the same setting so they can import each other.
OBJC=(-Xfrontend -enable-objc-interop)
FLAGS=(-swift-version 6 -I "$OUT" "${OBJC[@]}" -suppress-warnings)

emit() { # name, sources...
    local name="$1"; shift
    echo "emit-module $name"
    "$SWIFTC" -emit-module -parse-as-library -module-name "$name" "${FLAGS[@]}" \
        -emit-module-path "$OUT/$name.swiftmodule" "$@"
}

emit DrawerCore $(find "$ROOT/Sources/DrawerCore" -name '*.swift' | sort)
emit ObjectiveC "$HERE/Stubs/ObjectiveC/"*.swift
emit CoreGraphics "$HERE/Stubs/CoreGraphics/"*.swift
emit QuartzCore "$HERE/Stubs/QuartzCore/"*.swift
emit UIKit "$HERE/Stubs/UIKit/"*.swift
emit SwiftUI "$HERE/Stubs/SwiftUI/"*.swift

# The adapters, warnings included: they must be clean in Swift 6 mode.
ADAPTER_FLAGS=(-swift-version 6 -I "$OUT" "${OBJC[@]}")
for adapter in DrawerSwiftUI DrawerUIKit; do
    echo "type-check $adapter"
    "$SWIFTC" -emit-module -parse-as-library -module-name "$adapter" "${ADAPTER_FLAGS[@]}" \
        -emit-module-path "$OUT/$adapter.swiftmodule" $(find "$ROOT/Sources/$adapter" -name '*.swift' | sort)
done

for example in "$HERE/Examples/"*.swift; do
    echo "type-check $(basename "$example")"
    "$SWIFTC" -typecheck -parse-as-library "${ADAPTER_FLAGS[@]}" "$example"
done
echo "Apple adapters type-check against the stand-ins."
