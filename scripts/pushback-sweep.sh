#!/usr/bin/env bash
# Issue 26: how much heap the push-back's glyph images take, and that they stop growing.
# Under its own Xvfb, shows the Beyond demo at six overlay widths; at each it opens the sheet, drags
# it slowly 300 px up and back (the page's push-back passes through its scales), allows closing and
# closes it; after each round of widths it prints the heap in use the gallery traced at its idle
# heap release. Usage: scripts/pushback-sweep.sh   (needs a debug build: swift build)
set -euo pipefail
cd "$(dirname "$0")/.."
gallery=.build/debug/drawer-gallery
trace=$(mktemp)
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
Xvfb :91 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=:91
sleep 1
"$gallery" --trace --size 800x600 --demo beyond >"$trace" 2>/dev/null &
app=$!
trap 'kill $app $xvfb 2>/dev/null; rm -f "$trace"' EXIT
sleep 3
window=$(xdotool search --pid $app | tail -1)
sidebar=194
reading() {
  sleep 11   # past the idle release (a focused text field keeps GTK drawing for up to 10 s)
  echo "$1: heap in use $(grep heap-released "$trace" | tail -1 |
    python3 -c 'import json,sys; print(json.loads(sys.stdin.read())["heapInUse"] // 1024, "kB")')"
}
round() {
  for width in "$@"; do
    xdotool windowsize "$window" $((width + sidebar)) 700; sleep 0.4
    x=$((sidebar + width / 2))
    xdotool mousemove $x 91 click 1; sleep 0.8   # "Open sheet": medium pushes the page back
    xdotool mousemove $x 370 mousedown 1
    for i in $(seq 1 60); do xdotool mousemove $x $((370 - 5 * i)); sleep 0.016; done
    for i in $(seq 1 60); do xdotool mousemove $x $((70 + 5 * i)); sleep 0.016; done
    xdotool mouseup 1; sleep 0.6
    position=$(grep '"Allow closing"' "$trace" | tail -1 |
      python3 -c "import json,sys; e=json.loads(sys.stdin.read()); print(int($sidebar + e['x'] + e['width'] / 2), int(e['y'] + e['height'] / 2))")
    xdotool mousemove $position click 1; sleep 0.3; xdotool key Escape; sleep 0.8
  done
}
reading "start"
round 606 500 400 300 250 200; reading "after one round of six widths"
round 606 500 400 300 250 200; reading "after the same round again"
round 550 450 350 275 225 180; reading "after six other widths"
round 606 500 400 300 250 200 550 450 350 275 225 180; reading "after all twelve again"
echo "pushed-back lines: $(grep -c pushed-back "$trace")"
