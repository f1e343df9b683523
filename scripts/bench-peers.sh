#!/usr/bin/env bash
# Side-by-side frame cost: DrawerKit's navigation drawer vs libadwaita's AdwFlap.
# Builds both, runs them alternately (A B A B …) under Xvfb with the cairo renderer, and prints
# medians and the DrawerKit / AdwFlap ratios. Usage: scripts/bench-peers.sh [PAIRS] [CYCLES]
# Both sides: an 800x600 window, a 280 px drawer holding a 200-row list, GSK_RENDERER=cairo,
# N open/close cycles driven from a frame-clock tick after 10 warm-up frames, CPU from getrusage
# between the first open and the end of the last close, frames = frames in which the drawer moved.
# BENCH_PRELOAD=/path/to/shim.so preloads a diagnostic shim into both sides alike
# (e.g. Benchmarks/peers/keeppool.c with KEEP_POOL=724; see docs/PERFORMANCE.md).
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-5}
cycles=${2:-20}

need=()
pkg-config --exists libadwaita-1 || need+=(libadwaita-1-dev)
pkg-config --exists gtk4 || need+=(libgtk-4-dev)
command -v xvfb-run >/dev/null || need+=(xvfb xauth)
command -v gcc >/dev/null || need+=(gcc)
if [ ${#need[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

mkdir -p .build-peers
gcc -O2 -Wall -o .build-peers/adwflap-bench Benchmarks/peers/adwflap-bench.c $(pkg-config --cflags --libs libadwaita-1)
swift build -c release --scratch-path .build-release --product drawer-gallery 2>&1 | grep -v "prohibited flag" | tail -1
gallery="$(swift build -c release --scratch-path .build-release --show-bin-path)/drawer-gallery"

springs=$(mktemp)
run() {
  GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    env ${BENCH_PRELOAD:+LD_PRELOAD="$BENCH_PRELOAD"} "$@" 2>/dev/null \
    | tee -a "$springs" | grep '^frames ' | tail -1
}

results=$(mktemp)
echo "$(date -u +%FT%TZ) pairs $pairs cycles $cycles, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
for pair in $(seq 1 "$pairs"); do
  echo "drawerkit $(run "$gallery" --demo navigation --size 800x600 --bench-cycles "$cycles")" | tee -a "$results"
  echo "adwflap $(run .build-peers/adwflap-bench --bench-cycles "$cycles")" | tee -a "$results"
done
grep '^spring ' "$springs" | sort -u
rm -f "$springs"

python3 - "$results" "$cycles" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
cycles = int(sys.argv[2])
def med(name, key):
    vals = [float(r[r.index(key) + 1]) for r in rows if r[0] == name and key in r]
    return statistics.median(vals) if vals else float("nan")
dk_us, adw_us = med("drawerkit", "cpu_per_frame_us"), med("adwflap", "cpu_per_frame_us")
dk_f, adw_f = med("drawerkit", "frames") / cycles, med("adwflap", "frames") / cycles
print(f"median CPU per frame: DrawerKit {dk_us:.1f} us, AdwFlap {adw_us:.1f} us, ratio {dk_us / adw_us:.3f}")
print(f"median frames per cycle: DrawerKit {dk_f:.1f}, AdwFlap {adw_f:.1f}, ratio {dk_f / adw_f:.3f}")
def pair_ratios(key):
    dk = [float(r[r.index(key) + 1]) for r in rows if r[0] == "drawerkit" and key in r]
    adw = [float(r[r.index(key) + 1]) for r in rows if r[0] == "adwflap" and key in r]
    return [a / b for a, b in zip(dk, adw) if b > 0]
ratios = pair_ratios("cpu_per_frame_us")
if ratios:
    print(f"per-pair CPU-per-frame ratios: {' '.join(f'{r:.3f}' for r in ratios)} (median {statistics.median(ratios):.3f})")
PY
rm -f "$results"
