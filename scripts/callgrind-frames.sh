#!/usr/bin/env bash
# Instructions per moving frame, DrawerKit's navigation drawer vs AdwFlap, under callgrind.
# Instruction counts do not depend on the machine's load, unlike the CPU times of bench-peers.sh.
# Each side runs twice under valgrind (SHORT and LONG open/close cycles); the difference of the
# two runs' totals over the difference of their moving frames is the cost of one moving frame
# (start-up, warm-up and exit cancel out). Also printed: gsk_renderer_render's instructions per
# call (the rendering alone). Both run with Benchmarks/peers/slowclock.c preloaded, which slows
# the monotonic clock by SLOWCLOCK_FACTOR (25) so that a spring takes as many frames under valgrind
# as at full speed (otherwise a transition is 3-5 huge steps and per-transition work, such as
# mapping the panel, would weigh 5 times more than it does in bench-peers.sh).
# Usage: scripts/callgrind-frames.sh [SHORT] [LONG] [-- GALLERY-ARGS]
# Needs valgrind and a release build (make bench-peers builds both sides).
set -euo pipefail
cd "$(dirname "$0")/.."
short=${1:-1}
long=${2:-3}
shift $(( $# >= 2 ? 2 : $# ))
[ "${1:-}" = "--" ] && shift
extra=("$@")
command -v valgrind >/dev/null || { echo "needs valgrind (apt-get install valgrind)" >&2; exit 1; }
gallery="$(swift build -c release --scratch-path .build-release --show-bin-path)/drawer-gallery"
peer=.build-peers/adwflap-bench
mkdir -p .build-peers
gcc -O2 -shared -fPIC -o .build-peers/slowclock.so Benchmarks/peers/slowclock.c
slowclock="$PWD/.build-peers/slowclock.so"
out=$(mktemp -d)

profile() {  # name cycles command...
  local name=$1 cycles=$2; shift 2
  local frames
  frames=$(GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1024x768x24" \
    env LD_PRELOAD="$slowclock" SLOWCLOCK_FACTOR="${SLOWCLOCK_FACTOR:-25}" valgrind --tool=callgrind --callgrind-out-file="$out/$name-$cycles.out" "$@" --bench-cycles "$cycles" 2>/dev/null \
    | awk '/^frames /{print $2}')
  echo "$name $cycles $frames $(python3 scripts/callgrind-calls.py "$out/$name-$cycles.out" gsk_renderer_render | tr '\n' ' ')"
}

{
  profile drawerkit "$short" "$gallery" --demo navigation --size 800x600 "${extra[@]}"
  profile drawerkit "$long" "$gallery" --demo navigation --size 800x600 "${extra[@]}"
  profile adwflap "$short" "$peer"
  profile adwflap "$long" "$peer"
} | tee "$out/rows"

python3 - "$out/rows" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    f = line.split()
    # name cycles frames total T gsk_renderer_render calls C ir R
    rows.setdefault(f[0], []).append((int(f[2]), int(f[4]), int(f[7]), int(f[9])))
per = {}
for name, ((f1, t1, c1, r1), (f2, t2, c2, r2)) in rows.items():
    frame = (t2 - t1) / max(1, f2 - f1)
    render = (r2 - r1) / max(1, c2 - c1)
    per[name] = (frame, render)
    print(f"{name}: {frame / 1e6:.2f} M instructions per moving frame ({f2 - f1} frames), "
          f"{render / 1e6:.2f} M per gsk_renderer_render")
if len(per) == 2:
    print(f"ratio DrawerKit / AdwFlap: {per['drawerkit'][0] / per['adwflap'][0]:.3f} per moving frame, "
          f"{per['drawerkit'][1] / per['adwflap'][1]:.3f} per render")
PY
rm -rf "$out"
