#!/bin/sh
# The nginx image's template step, as far as share-web uses it: every /etc/nginx/templates/*.template
# becomes /etc/nginx/conf.d/<name> with the environment's variables filled in. Only names defined in
# the environment are replaced, so nginx's own `$host`, `$uri`… stay as they are.
set -e

templates="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"
out="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"

[ -d "$templates" ] || exit 0
names=$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')
for template in "$templates"/*"$suffix"; do
  [ -f "$template" ] || continue
  target="$out/$(basename "$template" "$suffix")"
  echo "$0: $template -> $target"
  envsubst "$names" <"$template" >"$target"
done
