#!/usr/bin/env bash
# The browser tests and the bench use Debian's Chromium at /usr/bin/chromium and a CJK font (without
# one, Chinese text shows as boxes and Chromium searches a fallback font for every character).
# Never downloads a browser of its own; scripts/ensure-prerequisites.sh installs what is missing.
exec bash "$(dirname "$0")/ensure-prerequisites.sh" chromium font
