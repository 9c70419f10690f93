#!/usr/bin/env bash
# `npm run scale` puts Debian's nginx (1.22 on bookworm) in front of the site's replicas; install it
# when it is missing, as ensure-chromium.sh does for the browser tests. Only the binary is used: the
# scale script runs it in the foreground with its own configuration and folders.
set -euo pipefail
NGINX="${NGINX:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
echo "Installing Debian's nginx (missing at $NGINX)…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx >/dev/null
# The package starts a system nginx on port 80; the scale script needs only the binary.
$SUDO systemctl disable --now nginx >/dev/null 2>&1 || $SUDO service nginx stop >/dev/null 2>&1 || true
"$NGINX" -v
