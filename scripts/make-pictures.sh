#!/usr/bin/env bash
# Regenerates the README's pictures from the gallery's tour (GTK under Xvfb), with the tools
# `make deps` installs (ImageMagick's montage and convert):
#   docs/images/gallery-contact-sheet.png  every picture the tour takes, one tile per picture
#   docs/images/ios26-sheet.png            the iOS 26 sheet: glass at medium and peek (light),
#                                          anchored at large, glass in the dark appearance
#   docs/images/flick.gif                  flicks through the Maps sheet's detents (tour frames)
#   docs/images/morph.gif                  a sheet growing out of its button and back
# Usage: scripts/make-pictures.sh   (or: make pictures). Writes its raw frames to out/pictures/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-gtk-deps.sh
scratch=${SCRATCH:-.build}
swift build --scratch-path "$scratch" --product drawer-gallery 2>&1 | grep -v "prohibited flag" | tail -1
gallery="$(swift build --scratch-path "$scratch" --show-bin-path)/drawer-gallery"
out=out/pictures
if [ -z "${REUSE_TOUR:-}" ]; then  # REUSE_TOUR=1: only redo the pictures from the last tour's frames
rm -rf "$out" && mkdir -p "$out/tour" "$out/dark"
tour() {  # directory, options...
  local dir=$1; shift
  GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 xvfb-run -a -s "-screen 0 1280x1024x24" \
    "$gallery" --tour "$dir" "$@" >/dev/null 2>&1
}
tour "$out/tour" --films
tour "$out/dark" --tour-demos glass --dark
fi
rm -rf "$out/tiles" "$out"/tour-* "$out"/dark-*

# The sidebar is the gallery's, not a demo's: every picture is cut to the demo's page.
sidebar=194
page() {  # in, out, width
  convert "$1" -crop "+${sidebar}+0" +repage -resize "$3x" "$2"
}
mkdir -p "$out/tiles"
for shot in "$out"/tour/[0-9]*.png; do
  name=$(basename "$shot" .png)
  page "$shot" "$out/tiles/$name.png" 220
done
montage "$out"/tiles/*.png -tile 6x -geometry +4+4 -background '#ffffff' \
  -font DejaVu-Sans -pointsize 11 -set label '%t' -title '' "$out/contact.png" 2>/dev/null \
  || montage "$out"/tiles/*.png -tile 6x -geometry +4+4 -background '#ffffff' -set label '%t' "$out/contact.png"
convert "$out/contact.png" -depth 8 +dither -colors 64 -define png:compression-level=9 docs/images/gallery-contact-sheet.png

glass() { ls "$1"/*-glass-"$2".png | head -1; }
for shot in "$(glass "$out/tour" medium)" "$(glass "$out/tour" peek)" "$(glass "$out/tour" large)" "$(glass "$out/dark" medium)"; do
  page "$shot" "$out/$(basename "$(dirname "$shot")")-$(basename "$shot")" 480
done
montage "$out"/tour-*glass-medium.png "$out"/tour-*glass-peek.png "$out"/tour-*glass-large.png "$out"/dark-*glass-medium.png \
  -tile 2x -geometry +4+4 -background '#ffffff' "$out/ios26.png"
convert "$out/ios26.png" -depth 8 +dither -colors 128 -define png:compression-level=9 docs/images/ios26-sheet.png

film() {  # name, output
  convert -delay 4 -loop 0 "$out/tour/film-$1"/*.png -crop "+${sidebar}+0" +repage -resize 320x \
    -fuzz 2% -layers Optimize -colors 96 "$2"
}
film flick docs/images/flick.gif
film morph docs/images/morph.gif
ls -l docs/images/gallery-contact-sheet.png docs/images/ios26-sheet.png docs/images/flick.gif docs/images/morph.gif
