#!/usr/bin/env bash
# Type-checks the Apple adapters (DrawerSwiftUI, DrawerUIKit), every Swift block of README.md and
# docs/*.md, and the seed ports, on a machine without Apple SDKs, against the stand-ins in Doubles/ (declarations that are also the behavioural doubles)
# (SDK-checked declarations whose bodies are also the UIKit double of Tests/AppleRuntime).
# Warnings are errors throughout.
#
# 0. Every stand-in declaration names the SDK interface file it was checked against.
# 1. DrawerCore and the stand-in modules ObjectiveC, CoreGraphics, QuartzCore and UIKit are
#    emitted once; SwiftUI and DrawerSwiftUI once per stand-in variant:
#      relaxed  the iOS 18.0 SDK's spelling (Xcode 16.0), and the one later Xcodes returned to;
#      strict   Xcode 16.2's (iOS 18.2 SDK): `onPreferenceChange`'s action is @Sendable.
# 2. The platform guard. The adapters compile where `canImport(...)` holds *and* the platform is
#    one they claim (both: iOS, Mac Catalyst included; native macOS builds them empty).
#    Linux swiftc cannot be given an iOS target triple (there is no iOS standard library here),
#    so `-D DRAWERKIT_TYPECHECK_STANDINS` stands in for `os(iOS)`; SwiftPM never sets it. The
#    script also builds both adapters *without* it, as tvOS or watchOS would see them (the
#    framework importable, the platform not claimed), and requires them to be empty.
# 2b. The stand-ins are also the behavioural UIKit double (Tests/AppleRuntime runs DrawerUIKit on
#    them). The adapters must not reach the double's own machinery (`package` members named
#    double…, UIKitDouble, …), which exists only here; and exactly one adapter file names
#    Objective-C selectors (DrawerActionTarget.swift, which the double's build replaces).
# 2c. The example app's sources, as one module, against both variants.
# 3. The Markdown blocks (extract-snippets.py) and Checks/AppleTypecheck/SeedPorts/*.swift are
#    type-checked against the adapters; DrawerCore-only blocks against DrawerCore.
# Nothing here is linked or shipped. Exits non-zero on the first error or warning.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/Checks/AppleTypecheck"
SWIFTC="${SWIFTC:-swiftc}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/apple-typecheck.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT
COMMON="$OUT/common"
mkdir -p "$COMMON" "$OUT/relaxed" "$OUT/strict" "$OUT/unclaimed"

python3 "$HERE/check-citations.py" "$ROOT/Doubles"

ADAPTERS=("$ROOT/Sources/DrawerUIKit" "$ROOT/Sources/DrawerSwiftUI")
DOUBLE_API='\bdouble[A-Z][A-Za-z]*\b|\b(UIKitDouble|AccessibilityDouble|MediaClock|DisplayLinkRunLoop|SelectorPerforming|DoubleScreenSpace|ScrollAnimations|DoubleTouchSequence|DoubleInteractivePopRecognizer)\b'
if grep -rnE "$DOUBLE_API" "${ADAPTERS[@]}" --include='*.swift' | grep -vE '^[^:]+:[0-9]+:\s*///'; then
    echo "error: the adapters use the UIKit double's own machinery (above); it exists only in the stand-ins" >&2
    exit 1
fi
SELECTOR_FILES="$(grep -rlF '#selector' "${ADAPTERS[@]}" --include='*.swift' | wc -l)"
if [ "$SELECTOR_FILES" -ne 1 ]; then
    echo "error: $SELECTOR_FILES adapter files name #selector; only DrawerActionTarget.swift may" >&2
    exit 1
fi
echo "adapters: no double machinery; #selector in exactly one file"

# UIKit's target/action and CADisplayLink need `@objc` and `#selector`; Linux swiftc accepts them
# with Objective-C interop switched on in the frontend (type-checking only). Every module is
# built with the same setting so they can import each other.
OBJC=(-Xfrontend -enable-objc-interop)
# One package name for every module, as SwiftPM gives them, so `package` declarations (DrawerUIKit's
# UIScrollView reading, used by DrawerSwiftUI) are visible across them.
BASE=(-swift-version 6 -parse-as-library -package-name DrawerKit "${OBJC[@]}" -warnings-as-errors)
# App code (the example app, the docs' blocks, the seed ports) is type-checked as an app builds it:
# outside DrawerKit's package, so it sees only the public API, never `package` declarations.
APP_BASE=(-swift-version 6 -parse-as-library "${OBJC[@]}" -warnings-as-errors)
CLAIMED=(-D DRAWERKIT_TYPECHECK_STANDINS)

emit() { # directory, module name, extra flags (up to --), sources...
    local dir="$1" name="$2"; shift 2
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    "$SWIFTC" -emit-module -module-name "$name" "${BASE[@]}" "${flags[@]}" \
        -emit-module-path "$dir/$name.swiftmodule" "$@"
}
typecheck() { # include directories (up to --), files...
    local includes=()
    while [ "$1" != "--" ]; do includes+=(-I "$1"); shift; done
    shift
    "$SWIFTC" -typecheck "${APP_BASE[@]}" "${includes[@]}" "$@"
}

echo "emit DrawerCore and the stand-ins ObjectiveC, CoreGraphics, QuartzCore, UIKit"
# DrawerCore's own warnings are reported by `swift build`; here it is only a dependency.
"$SWIFTC" -emit-module -module-name DrawerCore -swift-version 6 -parse-as-library -package-name DrawerKit "${OBJC[@]}" \
    -suppress-warnings -emit-module-path "$COMMON/DrawerCore.swiftmodule" \
    $(find "$ROOT/Sources/DrawerCore" -name '*.swift' | sort)
emit "$COMMON" ObjectiveC -- "$ROOT/Doubles/ObjectiveC/"*.swift
emit "$COMMON" CoreGraphics -I "$COMMON" -- "$ROOT/Doubles/CoreGraphics/"*.swift
emit "$COMMON" QuartzCore -I "$COMMON" -- "$ROOT/Doubles/QuartzCore/"*.swift
# The stand-ins are checked against the iOS 18.0 SDK's text, so UIKit carries that SDK's module
# version (its UIKit.swiftinterface's `-user-module-version`), which the adapters read with
# `canImport(UIKit, _version:)` (UIAccessibility+DrawerConstants.swift). One file holds it
# (Checks/uikit-module-version); the runtime package's manifest, which cannot read it, must agree.
UIKIT_VERSION="$(cat "$ROOT/Checks/uikit-module-version")"
if ! grep -q "\"-user-module-version\", \"$UIKIT_VERSION\"" "$ROOT/Tests/AppleRuntime/Package.swift"; then
    echo "error: Tests/AppleRuntime/Package.swift does not build UIKit as version $UIKIT_VERSION (Checks/uikit-module-version)" >&2
    exit 1
fi
emit "$COMMON" UIKit -I "$COMMON" -user-module-version "$UIKIT_VERSION" -- "$ROOT/Doubles/UIKit/"*.swift

echo "type-check DrawerUIKit"
emit "$COMMON" DrawerUIKit -I "$COMMON" "${CLAIMED[@]}" -- $(find "$ROOT/Sources/DrawerUIKit" -name '*.swift' | sort)

for variant in relaxed strict; do
    defines=()
    [ "$variant" = strict ] && defines=(-D STANDINS_XCODE_16_2)
    echo "type-check DrawerSwiftUI against the $variant SwiftUI stand-ins"
    emit "$OUT/$variant" SwiftUI -I "$COMMON" "${defines[@]}" -- "$ROOT/Doubles/SwiftUI/"*.swift
    emit "$OUT/$variant" DrawerSwiftUI -I "$COMMON" -I "$OUT/$variant" "${CLAIMED[@]}" -- \
        $(find "$ROOT/Sources/DrawerSwiftUI" -name '*.swift' | sort)
done

# 2c. The example app (Examples/DrawerKitExamples.swiftpm, an App Playground): all its sources as
#    one module, as its `AppModule` target builds them, against both stand-in variants.
APP="$ROOT/Examples/DrawerKitExamples.swiftpm"
mapfile -t app_sources < <(find "$APP" -name '*.swift' ! -name Package.swift ! -path '*/.build/*' | sort)
for variant in relaxed strict; do
    echo "type-check the example app against the $variant SwiftUI stand-ins (${#app_sources[@]} files)"
    typecheck "$COMMON" "$OUT/$variant" -- -module-name AppModule "${app_sources[@]}"
done

echo "platform guard: without a claimed platform both adapters are empty"
emit "$OUT/unclaimed" DrawerUIKit -I "$COMMON" -- $(find "$ROOT/Sources/DrawerUIKit" -name '*.swift' | sort)
emit "$OUT/unclaimed" DrawerSwiftUI -I "$COMMON" -I "$OUT/relaxed" -- \
    $(find "$ROOT/Sources/DrawerSwiftUI" -name '*.swift' | sort)
for probe in "DrawerUIKit:DrawerSheetView" "DrawerSwiftUI:DrawerScrollView<EmptyView>"; do
    module="${probe%%:*}" symbol="${probe#*:}"
    printf 'import %s\nimport SwiftUI\nlet unclaimed = %s.self\n' "$module" "$symbol" > "$OUT/unclaimed/probe.swift"
    # The probe must compile against the claimed build, or its failure below would prove nothing.
    typecheck "$COMMON" "$OUT/relaxed" -- "$OUT/unclaimed/probe.swift"
    if typecheck "$OUT/unclaimed" "$OUT/relaxed" "$COMMON" -- "$OUT/unclaimed/probe.swift" 2>/dev/null; then
        echo "error: $module declares $symbol on a platform it does not claim" >&2
        exit 1
    fi
done

echo "extract the Swift blocks of README.md, docs/*.md and the DocC articles"
python3 "$HERE/extract-snippets.py" "$ROOT" "$OUT/snippets" | while read -r route what rest; do
    case "$route" in
        skip) echo "  skipped $what: $rest" ;;
        *) echo "  $route ${what#"$OUT/snippets/"}" ;;
    esac
done
[ "${PIPESTATUS[0]}" -eq 0 ]

# The blocks and ports are independent: type-check them in parallel, and report every failure.
JOBS="${JOBS:-$(nproc 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 2)}"
failures="$OUT/failures"
: > "$failures"
run() { # label, include directories (up to --), file
    local label="$1"; shift
    local log="$OUT/log.$RANDOM$RANDOM"
    if ! typecheck "$@" > "$log" 2>&1; then
        { echo "== $label"; cat "$log"; } >> "$failures"
    fi
}
throttle() { while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done; }

core_files=("$OUT/snippets/core/"*.swift)
apple_files=("$OUT/snippets/apple/"*.swift "$HERE/SeedPorts/"*.swift)
# Blocks and ports call no API the two variants spell differently (only `onPreferenceChange`, which
# the adapters wrap), so they are checked against the relaxed variant; the adapters against both.
echo "type-check the DrawerCore blocks, and the Apple blocks and seed ports ($JOBS at a time)"
for file in "${core_files[@]}"; do
    [ -e "$file" ] || continue
    throttle; run "$(basename "$file") (DrawerCore)" "$COMMON" -- "$file" &
done
for variant in relaxed; do
    for file in "${apple_files[@]}"; do
        [ -e "$file" ] || continue
        throttle; run "$(basename "$file") ($variant)" "$COMMON" "$OUT/$variant" -- "$file" &
    done
done
wait
if [ -s "$failures" ]; then
    cat "$failures" >&2
    exit 1
fi
echo "Apple adapters (both stand-in variants), documentation blocks and seed ports type-check, warnings as errors."
