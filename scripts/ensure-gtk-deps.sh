#!/usr/bin/env bash
# Installs what the GTK adapter and its real-window UI tests need, if anything is missing:
# GTK 4 development files (pkg-config gtk4), Xvfb and xvfb-run, xdotool, ImageMagick (convert,
# import, and montage for scripts/make-pictures.sh's contact sheet), and for the
# AT-SPI test a session bus (dbus-run-session), the accessibility bus (at-spi2-core) and the
# client Orca uses (python3-pyatspi: Atspi through python3-gi, for /usr/bin/python3).
# Idempotent: when everything is present it installs nothing. Safe for CI (root, no stdin).
# Prints one summary line. Recommends are kept: xvfb-run needs xauth, GTK wants its icons and fonts.
set -euo pipefail

missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=("gtk4 (pkg-config)")
command -v xvfb-run >/dev/null 2>&1 || missing+=("xvfb-run")
command -v Xvfb >/dev/null 2>&1 || missing+=("Xvfb")
command -v xdotool >/dev/null 2>&1 || missing+=("xdotool")
# A stand-in `convert` may exist without ImageMagick; ask for ImageMagick's own banner.
convert -version 2>/dev/null | grep -q ImageMagick || missing+=("convert (ImageMagick)")
command -v import >/dev/null 2>&1 || missing+=("import (ImageMagick)")
command -v montage >/dev/null 2>&1 || missing+=("montage (ImageMagick)")
command -v dbus-run-session >/dev/null 2>&1 || missing+=("dbus-run-session")
[ -x /usr/libexec/at-spi-bus-launcher ] || missing+=("at-spi-bus-launcher (at-spi2-core)")
/usr/bin/python3 -c 'import gi; gi.require_version("Atspi", "2.0"); from gi.repository import Atspi' >/dev/null 2>&1 \
    || missing+=("Atspi for /usr/bin/python3 (python3-pyatspi)")

if [ "${#missing[@]}" -eq 0 ]; then
    echo "ensure-gtk-deps: all present (gtk4 $(pkg-config --modversion gtk4), Xvfb, xdotool, ImageMagick, AT-SPI); nothing to do"
    exit 0
fi

packages=(libgtk-4-dev xvfb xdotool imagemagick dbus at-spi2-core python3-pyatspi)
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "ensure-gtk-deps: missing ${missing[*]}; not root and no sudo" >&2; exit 1; }
    sudo=(sudo -n)
fi
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
if ! { "${sudo[@]}" apt-get update -q && "${sudo[@]}" apt-get install -y -q "${packages[@]}"; } >"$log" 2>&1 </dev/null; then
    tail -n 30 "$log" >&2
    echo "ensure-gtk-deps: apt-get failed installing ${packages[*]} (missing: ${missing[*]})" >&2
    exit 1
fi
echo "ensure-gtk-deps: installed ${packages[*]} in $((SECONDS - start)) s (was missing: ${missing[*]}); gtk4 $(pkg-config --modversion gtk4)"
