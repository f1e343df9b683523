#!/usr/bin/env bash
# Compiles DrawerKit for iOS against Apple's real iPhoneOS SDK, laid out for the Linux swiftc by
# ../shared/tools/ios-sdk/prepare.sh (see README.md beside this script). Usage:
#   IOS_SDK=/path/with/iPhoneOS.sdk/and/res Checks/AppleSDK/check-ios-sdk.sh
# Without IOS_SDK it says so in one line and exits 0: CI has no SDK, and none is ever committed.
#
# 1. DrawerCore, DrawerUIKit and DrawerSwiftUI to arm64 object code for arm64-apple-ios16.0 (the
#    package's deployment target): Swift 6, whole-module (so SIL diagnostics run), warnings as errors,
#    `-D SWIFT_PACKAGE` with a resource accessor shaped like SwiftPM's, as SwiftPM builds them.
# 2. Against those modules, type-checked: the example app (its own target, iOS 17), every Swift
#    block of README.md, docs/ and the DocC articles that opt in (Checks/AppleTypecheck/extract-snippets.py routes them), and the
#    seed ports (Checks/AppleTypecheck/SeedPorts).
# iOS 26 API that the given SDK lacks comes from iOS26Delta.swift, one -D per symbol the SDK does
# not declare; with an iOS 26 SDK nothing of it is compiled. Tolerated SDK-age diagnostics are
# listed in tolerated.txt (empty today): any other error or warning fails.
set -euo pipefail

if [ -z "${IOS_SDK:-}" ]; then
    echo "check-ios-sdk: IOS_SDK is not set, nothing compiled (Checks/AppleSDK/README.md says how to lay out the SDK)"
    exit 0
fi
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/Checks/AppleSDK"
SWIFTC="${SWIFTC:-swiftc}"
SDK="$IOS_SDK/iPhoneOS.sdk"
[ -d "$SDK" ] && [ -d "$IOS_SDK/res" ] || { echo "error: $IOS_SDK has no iPhoneOS.sdk and res (run prepare.sh)" >&2; exit 1; }
CACHE="$IOS_SDK/module-cache"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/ios-sdk-check.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT
SDK_NAME="$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["DisplayName"])' "$SDK/SDKSettings.json")"
echo "SDK: $SDK_NAME ($SDK)"

target() { echo "arm64-apple-ios$1"; }
COMMON=(-sdk "$SDK" -resource-dir "$IOS_SDK/res" -module-cache-path "$CACHE" -swift-version 6
        -parse-as-library -warnings-as-errors -I "$OUT")
# DrawerKit's modules share one package (their `package` declarations); app code (the example app,
# the docs' blocks, the seed ports) is checked outside it, so it sees only the public API.
BASE=("${COMMON[@]}" -package-name DrawerKit)
LOG="$OUT/diagnostics.txt"

# Each diagnostic's message must be in tolerated.txt (one message per line after "message: ").
check_log() {
    local what="$1" status="$2"
    local unexpected
    unexpected="$(grep -E '(error|warning): ' "$LOG" | sed -E 's/^.*(error|warning): //' | sort -u \
        | grep -vxF -f <(sed -n 's/^message: //p' "$HERE/tolerated.txt") || true)"
    if [ "$status" -ne 0 ] || [ -n "$unexpected" ]; then
        cat "$LOG" >&2
        echo "error: $what failed against $SDK_NAME" >&2
        exit 1
    fi
}

compile_module() { # module name, extra flags (up to --), sources...
    local name="$1"; shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    local status=0
    "$SWIFTC" -target "$(target 16.0)" "${BASE[@]}" "${flags[@]}" -module-name "$name" -c -wmo \
        -emit-module -emit-module-path "$OUT/$name.swiftmodule" -o "$OUT/$name.o" "$@" > "$LOG" 2>&1 || status=$?
    check_log "$name" "$status"
    echo "  $name: $(ls -l "$OUT/$name.o" | awk '{print $5}') bytes of arm64 object code, 0 diagnostics"
}

# SwiftPM generates `Bundle.module` for a target with resources; this is its shape on Darwin.
cat > "$OUT/resource_bundle_accessor.swift" <<'SWIFT'
import Foundation

extension Foundation.Bundle {
    static let module: Bundle = {
        let bundlePath = Bundle.main.bundleURL.appendingPathComponent("DrawerKit_DrawerCore.bundle").path
        guard let bundle = Bundle(path: bundlePath) else {
            fatalError("could not load resource bundle: \(bundlePath)")
        }
        return bundle
    }()
}
SWIFT

# The iOS 26 symbols this SDK lacks: one define per missing symbol, found in the SDK's own UIKit.
DELTA=()
LACKS=()
UIKIT="$SDK/System/Library/Frameworks/UIKit.framework"
for symbol in UIGlassEffect UICornerRadius UICornerConfiguration; do
    if ! grep -rqw "$symbol" "$UIKIT/Headers" "$UIKIT/Modules" 2>/dev/null; then
        DELTA+=(-D "DRAWERKIT_SDK_LACKS_$symbol")
        LACKS+=("$symbol")
    fi
done
if [ "${#DELTA[@]}" -gt 0 ]; then
    echo "iOS 26 API this SDK lacks, declared by iOS26Delta.swift: ${LACKS[*]} (and UIView.cornerConfiguration with UICornerConfiguration)"
    DELTA+=("$HERE/iOS26Delta.swift")
fi

echo "compile for $(target 16.0), Swift 6, whole-module, warnings as errors"
compile_module DrawerCore -D SWIFT_PACKAGE -- "$OUT/resource_bundle_accessor.swift" \
    $(find "$ROOT/Sources/DrawerCore" -name '*.swift' | sort)
compile_module DrawerUIKit -D SWIFT_PACKAGE -- $(find "$ROOT/Sources/DrawerUIKit" -name '*.swift' | sort) "${DELTA[@]}"
compile_module DrawerSwiftUI -D SWIFT_PACKAGE -- $(find "$ROOT/Sources/DrawerSwiftUI" -name '*.swift' | sort)

typecheck() { # deployment version, label, files...
    local version="$1" label="$2"; shift 2
    local status=0
    "$SWIFTC" -typecheck -target "$(target "$version")" "${COMMON[@]}" "$@" > "$LOG" 2>&1 || status=$?
    check_log "$label" "$status"
}

APP="$ROOT/Examples/DrawerKitExamples.swiftpm"
mapfile -t app_sources < <(find "$APP" -name '*.swift' ! -name Package.swift ! -path '*/.build/*' | sort)
typecheck 17.0 "the example app" -module-name AppModule "${app_sources[@]}"
echo "  the example app: ${#app_sources[@]} files type-check (iOS 17.0, its deployment target)"

python3 "$ROOT/Checks/AppleTypecheck/extract-snippets.py" "$ROOT" "$OUT/snippets" > "$OUT/snippets.txt"
blocks=0
for file in "$OUT/snippets/core/"*.swift "$OUT/snippets/apple/"*.swift; do
    [ -e "$file" ] || continue
    typecheck 16.0 "$(basename "$file")" "$file"
    blocks=$((blocks + 1))
done
echo "  README.md, docs/ and the DocC articles: $blocks Swift blocks type-check ($(grep -c '^skip' "$OUT/snippets.txt" || true) skipped by their own marker)"

ports=0
for file in "$ROOT/Checks/AppleTypecheck/SeedPorts/"*.swift; do
    typecheck 16.0 "$(basename "$file")" "$file"
    ports=$((ports + 1))
done
echo "  seed ports: $ports files type-check"

# 3. The stand-ins (Doubles) against this SDK, declaration by declaration, from
#    symbol graphs of both (the SDK's are made once per SDK and kept beside it, ~3 minutes). The
#    differences found are committed per SDK version (standins-vs-<SDK>.txt); a stand-in that
#    comes to differ anew fails the check.
echo "compare the stand-ins' declarations with $SDK_NAME"
GRAPHS="$IOS_SDK/symbol-graphs"
if [ ! -e "$GRAPHS/done" ]; then
    mkdir -p "$GRAPHS"
    for module in ObjectiveC CoreGraphics QuartzCore UIKit SwiftUI; do
        swift-symbolgraph-extract -module-name "$module" -target "$(target 16.0)" -sdk "$SDK" \
            -resource-dir "$IOS_SDK/res" -module-cache-path "$CACHE" -output-dir "$GRAPHS" \
            -minimum-access-level public > "$OUT/graph.log" 2>&1 || { cat "$OUT/graph.log" >&2; exit 1; }
    done
    touch "$GRAPHS/done"
fi
STANDINS="$OUT/standins"
STUBS="$ROOT/Doubles"
mkdir -p "$STANDINS/graphs"
SFLAGS=(-swift-version 6 -parse-as-library -package-name DrawerKit -Xfrontend -enable-objc-interop -I "$STANDINS")
"$SWIFTC" -emit-module -module-name ObjectiveC "${SFLAGS[@]}" -emit-module-path "$STANDINS/ObjectiveC.swiftmodule" "$STUBS/ObjectiveC/"*.swift
"$SWIFTC" -emit-module -module-name CoreGraphics "${SFLAGS[@]}" -emit-module-path "$STANDINS/CoreGraphics.swiftmodule" "$STUBS/CoreGraphics/"*.swift
"$SWIFTC" -emit-module -module-name QuartzCore "${SFLAGS[@]}" -emit-module-path "$STANDINS/QuartzCore.swiftmodule" "$STUBS/QuartzCore/"*.swift
"$SWIFTC" -emit-module -module-name UIKit "${SFLAGS[@]}" -user-module-version "$(cat "$ROOT/Checks/uikit-module-version")" -emit-module-path "$STANDINS/UIKit.swiftmodule" "$STUBS/UIKit/"*.swift
"$SWIFTC" -emit-module -module-name SwiftUI "${SFLAGS[@]}" -emit-module-path "$STANDINS/SwiftUI.swiftmodule" "$STUBS/SwiftUI/"*.swift
for module in ObjectiveC CoreGraphics QuartzCore UIKit SwiftUI; do
    swift-symbolgraph-extract -module-name "$module" -target "$(swiftc -print-target-info | python3 -c 'import json,sys;print(json.load(sys.stdin)["target"]["triple"])')" \
        -I "$STANDINS" -output-dir "$STANDINS/graphs" -minimum-access-level public
done
REPORT="$OUT/standins-vs-sdk.txt"
python3 "$HERE/compare-standins.py" "$GRAPHS" "$STANDINS/graphs" > "$REPORT" 2> "$OUT/compare-summary.txt"
echo "  $(cat "$OUT/compare-summary.txt")"
EXPECTED="$HERE/standins-vs-iOS-$(python3 -c 'import json,sys;print(json.load(open(sys.argv[1]))["Version"])' "$SDK/SDKSettings.json").txt"
if [ -e "$EXPECTED" ]; then
    if ! diff -u <(grep -v '^#' "$EXPECTED") "$REPORT" > "$OUT/compare.diff"; then
        cat "$OUT/compare.diff" >&2
        echo "error: the stand-ins differ from $SDK_NAME otherwise than $(basename "$EXPECTED") records (diff above: + is new)" >&2
        exit 1
    fi
    echo "  every difference is the one $(basename "$EXPECTED") records and explains"
else
    cp "$REPORT" "$IOS_SDK/standins-vs-sdk.txt"
    echo "  no record for this SDK in Checks/AppleSDK; the differences are in $IOS_SDK/standins-vs-sdk.txt"
fi
echo "DrawerKit compiles for iOS against $SDK_NAME."
