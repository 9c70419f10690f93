#!/usr/bin/env bash
# Every outside tool a test, the bench or the scale run spawns, installed from Debian in one
# apt-get call when missing: Chromium (the bench's browser), its headless shell (the browser tests'
# and the Storybook pictures') and a CJK font, nginx (the edge in front of the replicas), Prometheus
# and promtool (alert rules and the scrape during `npm run scale`), bubblewrap (pods started from the
# rendered manifests as a non-root user on a read-only root) and Java (the W3C Nu HTML checker).
# kubectl with kustomize v5 comes with the machine image (Debian's own kubernetes-client is 1.20,
# whose kustomize is too old): it is checked, never downloaded. Nothing else is fetched.
#
#   bash scripts/ensure-prerequisites.sh            every tool
#   bash scripts/ensure-prerequisites.sh nginx ...  only those named (chromium font nginx
#                                                   prometheus bubblewrap java kubectl)
set -euo pipefail

wanted=("$@")
if [ ${#wanted[@]} -eq 0 ]; then wanted=(chromium font nginx prometheus bubblewrap java kubectl); fi

missing=()
check_kubectl=0
for tool in "${wanted[@]}"; do
  case "$tool" in
    chromium)
      [ -x /usr/bin/chromium ] || missing+=(chromium)
      [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
      ;;
    font) fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-noto-cjk) ;;
    nginx) [ -x "${NGINX:-/usr/sbin/nginx}" ] || missing+=(nginx) ;;
    prometheus) { command -v promtool >/dev/null && command -v prometheus >/dev/null; } || missing+=(prometheus) ;;
    bubblewrap) command -v bwrap >/dev/null || missing+=(bubblewrap) ;;
    java) command -v java >/dev/null || missing+=(default-jre-headless) ;;
    kubectl) check_kubectl=1 ;;
    *) echo "ensure-prerequisites: unknown tool '$tool' (chromium font nginx prometheus bubblewrap java kubectl)" >&2; exit 2 ;;
  esac
done

if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  echo "Installing Debian's ${missing[*]} (missing)…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The nginx and prometheus packages start system services; the tests run their own instances.
  for service in nginx prometheus prometheus-node-exporter; do
    $SUDO systemctl disable --now "$service" >/dev/null 2>&1 || $SUDO service "$service" stop >/dev/null 2>&1 || true
  done
fi

if [ "$check_kubectl" = 1 ]; then
  if ! command -v kubectl >/dev/null; then
    echo "kubectl not found: install kubectl 1.32 (kustomize v5 inside) from your distribution's Kubernetes repository" >&2
    exit 1
  fi
  if ! kubectl version --client 2>/dev/null | grep -q 'Kustomize Version: v5'; then
    echo "kubectl at $(command -v kubectl) has no kustomize v5: install kubectl 1.32" >&2
    exit 1
  fi
fi
if [[ " ${wanted[*]} " == *" font "* ]] && ! fc-list :lang=zh | grep -q .; then
  echo "still no CJK font after installing ${missing[*]}" >&2
  exit 1
fi
