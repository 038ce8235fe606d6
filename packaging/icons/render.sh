#!/bin/bash
# Renders the hicolor PNGs of the application icon from its SVG:
#   bash packaging/icons/render.sh
# Needs rsvg-convert (Debian: librsvg2-bin) and optipng (Debian: optipng), which strips the PNGs'
# metadata so that the same SVG always gives the same bytes. The PNGs are committed; run this again
# after changing the SVG, look at 16, 48 and 256 px, and commit them together.
set -euo pipefail
cd "$(dirname "$0")"
id=org.example.spanish21_trainer
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}/apps"
    rsvg-convert --width "$size" --height "$size" --format png \
        --output "hicolor/${size}x${size}/apps/$id.png" "$id.svg"
    optipng -quiet -o2 -strip all "hicolor/${size}x${size}/apps/$id.png"
done
