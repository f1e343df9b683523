#!/usr/bin/env bash
# What the iOS 26 sheet costs per moving frame against the attached sheet (issues 37 and 38).
# The glass demo (`drawer-gallery --demo glass`, an 800x600 window, its 480-pt sheet over coloured
# tiles) opened from closed to medium and closed again N times per run, in each look, run
# alternately (attached, floating, translucent, glass, glass-uncached, attached, …) so all see the same load:
#   attached        the iOS 15–18 sheet: attached to the window's edge, opaque
#   floating        the iOS 26 sheet: floating, rounded, opaque (issue 37: ratio to attached ≤ 1.1)
#   translucent     the iOS 26 sheet: floating, rounded, translucent fill (no blur)
#   glass           the iOS 26 sheet with glass: the window blurred behind it (the kept image)
#   glass-uncached  the same, blurring again on every frame (--glass-uncached)
# CPU per moving frame as in scripts/bench-peers.sh (getrusage, frames in which the drawer moved).
# Usage: scripts/bench-glass.sh [ROUNDS] [CYCLES]
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
cycles=${2:-20}

swift build -c release --scratch-path .build-release --product drawer-gallery 2>&1 | grep -v "prohibited flag" | tail -1
gallery="$(swift build -c release --scratch-path .build-release --show-bin-path)/drawer-gallery"

run() {  # look, extra options...
  local look=$1; shift
  GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    "$gallery" --demo glass --size 800x600 --bench-cycles "$cycles" --bench-detent medium --glass-look "$look" "$@" \
    2>/dev/null | grep '^frames ' | tail -1
}

results=$(mktemp)
trap 'rm -f "$results"' EXIT
echo "$(date -u +%FT%TZ) rounds $rounds cycles $cycles, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for round in $(seq 1 "$rounds"); do
  echo "attached $(run attached)" | tee -a "$results"
  echo "floating $(run floating)" | tee -a "$results"
  echo "translucent $(run translucent)" | tee -a "$results"
  echo "glass $(run glass)" | tee -a "$results"
  echo "glass-uncached $(run glass --glass-uncached)" | tee -a "$results"
done

python3 - "$results" "$cycles" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if len(line.split()) > 2]
cycles = int(sys.argv[2])
def values(name, key):
    return [float(r[r.index(key) + 1]) for r in rows if r[0] == name and key in r]
base = values("attached", "cpu_per_frame_us")
print(f"median CPU per moving frame: attached {statistics.median(base):.1f} us, "
      f"{statistics.median(values('attached', 'frames')) / cycles:.1f} moving frames per cycle")
for name in ["floating", "translucent", "glass", "glass-uncached"]:
    mine = values(name, "cpu_per_frame_us")
    ratios = [a / b for a, b in zip(mine, base) if b > 0]
    print(f"{name}: median {statistics.median(mine):.1f} us, ratio to attached {statistics.median(mine) / statistics.median(base):.3f}; "
          f"per-round ratios {' '.join(f'{r:.3f}' for r in ratios)} (median {statistics.median(ratios):.3f}); "
          f"{statistics.median(values(name, 'frames')) / cycles:.1f} moving frames per cycle")
PY
