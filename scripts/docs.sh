#!/usr/bin/env bash
# make docs: DocC for every module, warnings as errors (swift-docc-plugin).
#
# Linux: DrawerCore and DrawerGTK through the plugin; the Apple adapters' catalogs are converted
# over the symbol graphs of their type-check against the stand-ins (Checks/AppleTypecheck/docs.sh),
# since SwiftUI and UIKit do not exist here. macOS: the plugin for DrawerCore, DrawerSwiftUI and
# DrawerUIKit. SwiftPM's "prohibited flag(s)" note about gtk4's pkg-config flags is a build note,
# not documentation, and is left out of the output. Each module is its own archive, so an adapter's
# doc comments name DrawerCore's symbols in code voice (`DrawerEngine`): a ``DrawerCore/…`` link
# does not resolve and fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
SCRATCH="${SCRATCH:-.build}"

if [ "$(uname)" = "Linux" ]; then
    "$SWIFT" package --scratch-path "$SCRATCH" generate-documentation --target DrawerCore --target DrawerGTK \
        --warnings-as-errors 2>&1 | { grep -v "prohibited flag" || true; }
    DOCS_OUT="$PWD/$SCRATCH/docs" Checks/AppleTypecheck/docs.sh
else
    "$SWIFT" package --scratch-path "$SCRATCH" generate-documentation --target DrawerCore \
        --target DrawerSwiftUI --target DrawerUIKit --warnings-as-errors
fi
