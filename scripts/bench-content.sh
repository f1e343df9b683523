#!/usr/bin/env bash
# Does a drawer's frame cost grow with its content? Runs the gallery's navigation demo with a
# virtualised list (GtkListView, `--rows N`) of 10 and of 10,000 rows, alternately (10, 10,000,
# 10, …, so both see the same background load), each opening and closing the drawer CYCLES
# times, and prints the median CPU per moving frame of each and their ratio (10,000 / 10).
# Usage: scripts/bench-content.sh [PAIRS] [CYCLES]   (default 5 pairs of 20 cycles)
# Same window and renderer as scripts/bench-peers.sh: 800x600 under Xvfb, GSK_RENDERER=cairo.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-5}
cycles=${2:-20}
command -v xvfb-run >/dev/null || { echo "needs xvfb-run (make deps)" >&2; exit 1; }
swift build -c release --scratch-path .build-release --product drawer-gallery 2>&1 | grep -v "prohibited flag" | tail -1
gallery="$(swift build -c release --scratch-path .build-release --show-bin-path)/drawer-gallery"

run() {  # rows
  GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    "$gallery" --demo navigation --size 800x600 --rows "$1" --bench-cycles "$cycles" 2>/dev/null | grep '^frames ' | tail -1
}

results=$(mktemp)
echo "$(date -u +%FT%TZ) pairs $pairs cycles $cycles, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for pair in $(seq 1 "$pairs"); do
  echo "rows-10 $(run 10)" | tee -a "$results"
  echo "rows-10000 $(run 10000)" | tee -a "$results"
done

python3 - "$results" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
def values(name):
    return [float(r[r.index("cpu_per_frame_us") + 1]) for r in rows if r[0] == name and "cpu_per_frame_us" in r]
small, large = values("rows-10"), values("rows-10000")
ms, ml = statistics.median(small), statistics.median(large)
print(f"median CPU per moving frame: 10 rows {ms:.1f} us, 10,000 rows {ml:.1f} us, ratio {ml / ms:.3f}")
pairs = [b / a for a, b in zip(small, large) if a > 0]
print(f"per-pair ratios (10,000 / 10): {' '.join(f'{r:.3f}' for r in pairs)} (median {statistics.median(pairs):.3f})")
PY
rm -f "$results"
