#!/usr/bin/env bash
# The bench uses Debian's Chromium at /usr/bin/chromium, the browser tests and the visual check its
# headless shell at /usr/bin/chromium-headless-shell, and all of them a CJK font (without
# one, Chinese text shows as boxes and Chromium searches a fallback font for every character).
# Never downloads a browser of its own; scripts/ensure-prerequisites.sh installs what is missing.
exec bash "$(dirname "$0")/ensure-prerequisites.sh" chromium font
