#!/usr/bin/env bash
# The browser tests and the bench use Debian's Chromium at /usr/bin/chromium and a CJK font; this
# installs whichever is missing, each checked on its own (a machine can have Chromium without the
# font). Without a CJK font Chinese text shows as boxes in screenshots, and Chromium searches a
# fallback font for every Chinese character, which made each Lighthouse run measure a slower layout.
# Never downloads a browser of its own.
set -euo pipefail
missing=()
if [ ! -x /usr/bin/chromium ]; then missing+=(chromium); fi
if ! fc-list :lang=zh 2>/dev/null | grep -q .; then missing+=(fonts-noto-cjk); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "Installing Debian's ${missing[*]} (missing)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
/usr/bin/chromium --version
fc-list :lang=zh | grep -q . || { echo "still no CJK font after installing ${missing[*]}" >&2; exit 1; }
