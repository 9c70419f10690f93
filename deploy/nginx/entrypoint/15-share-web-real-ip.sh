#!/bin/sh
# The visitor's address behind a load balancer or an Ingress controller (issue 59). SHARE_REAL_IP_FROM
# names the peers nginx believes when they say in X-Forwarded-For whom they forward: addresses or CIDR
# ranges, separated by spaces or commas. Default: loopback only, so no peer outside the pod is believed.
# nginx takes one range per set_real_ip_from, and the image's envsubst puts one value in one place, so
# this script writes the directives into an http-level file of conf.d (which the image's nginx.conf
# includes). The image's entrypoint runs it as every executable /docker-entrypoint.d/*.sh;
# deploy/nginx/render.mjs runs the same file for nginx started by hand (tests, `npm run scale`).
# With real_ip_recursive, $remote_addr becomes the last address in the header that is not a trusted
# peer: the visitor, whom the request limits (02-share-web-hardening), the access log and the
# X-Forwarded-For nginx passes on (the API's TRUST_PROXY) then count.
set -eu
set -f
out="${SHARE_REAL_IP_CONF:-/etc/nginx/conf.d/03-share-web-real-ip.conf}"
trap 'rm -f "$out.tmp"' EXIT
ranges=$(printf '%s' "${SHARE_REAL_IP_FROM:-127.0.0.1 ::1}" | tr ',' ' ')
{
  echo "# Written by 15-share-web-real-ip.sh from SHARE_REAL_IP_FROM."
  echo "real_ip_header X-Forwarded-For;"
  echo "real_ip_recursive on;"
  for range in $ranges; do
    case "$range" in
      *[!0-9A-Fa-f:./]*)
        echo "SHARE_REAL_IP_FROM: '$range' is not an address or a CIDR range" >&2
        exit 1
        ;;
    esac
    echo "set_real_ip_from $range;"
  done
} >"$out.tmp"
mv "$out.tmp" "$out"
