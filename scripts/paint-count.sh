#!/usr/bin/env bash
# What each side of `make bench-peers` asks of GTK per open/close cycle: frames drawn over the
# whole window, frames drawn over part of it, and window layout passes (Benchmarks/peers/paintcount.c,
# preloaded; see docs/PERFORMANCE.md). Usage: scripts/paint-count.sh [CYCLES]
# Needs the builds make bench-peers makes (run it once first). Start-up frames are included.
set -euo pipefail
cd "$(dirname "$0")/.."
cycles=${1:-10}
mkdir -p .build-peers
gcc -O2 -Wall -shared -fPIC -o .build-peers/paintcount.so Benchmarks/peers/paintcount.c -ldl
gallery="$(swift build -c release --scratch-path .build-release --show-bin-path)/drawer-gallery"
count() {  # name command...
  local name=$1; shift
  local out
  out=$(GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    env LD_PRELOAD="$PWD/.build-peers/paintcount.so" "$@" --bench-cycles "$cycles" 2>&1 | grep -E '^(frames|paint-count) ')
  python3 - "$name" "$cycles" <<PY
import sys
name, cycles = sys.argv[1], int(sys.argv[2])
fields = {}
for line in """$out""".splitlines():
    words = line.split()
    if words[0] == "paint-count":
        words = words[1:]
    for key, value in zip(words[0::2], words[1::2]):
        fields[key] = value
frames = int(fields["frames"])
print(f"{name}: per cycle {frames / cycles:.1f} moving frames, {int(fields['full']) / cycles:.1f} drawn over the whole window, "
      f"{int(fields['partial']) / cycles:.1f} over part of it, {int(fields['xgetgeometry']) / cycles:.1f} XGetGeometry calls (window layout passes make them)")
PY
}
count drawerkit "$gallery" --demo navigation --size 800x600
count adwflap .build-peers/adwflap-bench
