#!/usr/bin/env bash
# Runs drawer-gallery under heaptrack's preload library in place (exec), so that whoever launched
# it — the storm's driver, a UI test — keeps the gallery's own pid, standard output and window.
# heaptrack's own `heaptrack APP` forks the app from a script, and the storm then waits on the
# script; attaching with `heaptrack -p` needs gdb to call into the process, which fails on this
# machine ("Couldn't write extended state status"). See docs/RELIABILITY.md, issue 36.
#
#   HEAPTRACK_GALLERY_OUT=/tmp/ht/gallery \
#   DRAWERKIT_DRAWER_GALLERY=$PWD/scripts/heaptrack-gallery.sh \
#   DRAWER_STORM_ACTIONS=10000 DRAWER_STORM_LOG=$PWD/out/storm \
#   swift test --skip-build --filter Storm
#
# Writes OUT.zst (heaptrack's interpreted stream, zstd-compressed) and OUT.start (the monotonic
# clock, in seconds, when the gallery started: the gallery's trace stamps its lines with the same
# clock, and the stream's `c` lines count milliseconds from that start).
# scripts/heaptrack-live.py reads both. The gallery is the build's own unless
# HEAPTRACK_GALLERY_BINARY names another.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${HEAPTRACK_GALLERY_OUT:?set HEAPTRACK_GALLERY_OUT to the output prefix}"
binary="${HEAPTRACK_GALLERY_BINARY:-$(cd "$root" && swift build --show-bin-path)/drawer-gallery}"
library=/usr/lib/heaptrack/libheaptrack_preload.so
interpret=/usr/lib/heaptrack/libexec/heaptrack_interpret
[ -e "$library" ] && [ -x "$interpret" ] || { echo "heaptrack is not installed (apt-get install heaptrack)" >&2; exit 1; }
mkdir -p "$(dirname "$out")"
fifo="$out.fifo"
rm -f "$fifo" && mkfifo "$fifo"
# The reader must not hold the launcher's pipes: the driver waits for them to close.
("$interpret" < "$fifo" | zstd -q -T1 -o "$out.zst" -f; rm -f "$fifo") < /dev/null > /dev/null 2>&1 &
python3 -c 'import time; print(f"{time.monotonic():.6f}")' > "$out.start"
export LD_PRELOAD="$library" DUMP_HEAPTRACK_OUTPUT="$fifo"
exec "$binary" "$@"
