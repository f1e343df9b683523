#!/usr/bin/env bash
# Converts the DocC catalogs of the Apple adapters (DrawerSwiftUI, DrawerUIKit) on a machine
# without Apple SDKs, with warnings as errors.
#
# The adapters are compiled as for the type-check (check.sh) — DrawerCore from its sources, the
# SDK-checked stand-ins in Doubles/, then each adapter in Swift 6 mode — and each adapter's
# compile also emits its symbol graph (-emit-symbol-graph). `docc convert` then builds the
# adapter's catalog (Sources/<Adapter>/<Adapter>.docc) over that graph, so every link, topic and
# parameter in the catalog and the doc comments is checked against the adapter's real public API.
# What the stand-ins cannot show is the SDK's own documentation: links into SwiftUI or UIKit are
# written as code voice, not symbol links.
#
# Output: $DOCS_OUT/<Adapter>.doccarchive (default .build/docs). Nothing is linked or shipped.
# A separate script from check.sh on purpose: check.sh is the type-check's own.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HERE="$ROOT/Checks/AppleTypecheck"
SWIFTC="${SWIFTC:-swiftc}"
DOCC="${DOCC:-$(command -v docc || echo /opt/swift/usr/bin/docc)}"
DOCS_OUT="${DOCS_OUT:-$ROOT/.build/docs}"
OUT="$(mktemp -d "${TMPDIR:-/tmp}/apple-docs.XXXXXX")"
trap 'rm -rf "$OUT"' EXIT

# As in check.sh: Objective-C interop for `@objc`/`#selector`, and the define that stands in for
# "compiling for iOS/macOS" where the adapters' platform guard asks for it.
FLAGS=(-swift-version 6 -parse-as-library -package-name DrawerKit -I "$OUT" -Xfrontend -enable-objc-interop -D DRAWERKIT_TYPECHECK_STANDINS)

emit() { # name, extra flags (up to --), sources...
    local name="$1"; shift
    local flags=()
    while [ "$1" != "--" ]; do flags+=("$1"); shift; done
    shift
    "$SWIFTC" -emit-module -module-name "$name" "${FLAGS[@]}" "${flags[@]}" \
        -emit-module-path "$OUT/$name.swiftmodule" "$@"
}

emit DrawerCore -suppress-warnings -- $(find "$ROOT/Sources/DrawerCore" -name '*.swift' | sort)
for stub in ObjectiveC CoreGraphics QuartzCore UIKit SwiftUICore SwiftUI; do
    [ -d "$ROOT/Doubles/$stub" ] || continue
    emit "$stub" -suppress-warnings -- "$ROOT/Doubles/$stub/"*.swift
done

mkdir -p "$DOCS_OUT"
# DrawerUIKit first: DrawerSwiftUI imports it.
for adapter in DrawerUIKit DrawerSwiftUI; do
    echo "symbol graph $adapter"
    mkdir -p "$OUT/graphs/$adapter"
    emit "$adapter" -emit-symbol-graph -emit-extension-block-symbols -emit-symbol-graph-dir "$OUT/graphs/$adapter" -symbol-graph-minimum-access-level public -- \
        $(find "$ROOT/Sources/$adapter" -name '*.swift' | sort)
    echo "docc convert $adapter"
    "$DOCC" convert "$ROOT/Sources/$adapter/$adapter.docc" \
        --additional-symbol-graph-dir "$OUT/graphs/$adapter" \
        --fallback-display-name "$adapter" --fallback-bundle-identifier "org.drawerkit.$adapter" \
        --warnings-as-errors --output-path "$DOCS_OUT/$adapter.doccarchive"
done
echo "Apple adapters' documentation: $DOCS_OUT/DrawerSwiftUI.doccarchive, $DOCS_OUT/DrawerUIKit.doccarchive"
