#!/usr/bin/env bash
# The browser tests use Debian's Chromium at /usr/bin/chromium; install it (and CJK fonts, so
# screenshots show Chinese text) when it is missing. Never downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "Installing Debian's chromium (missing at /usr/bin/chromium)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
/usr/bin/chromium --version
