#!/bin/sh
# The image's 20-envsubst-on-templates.sh, shortened to what share-web uses: each
# /etc/nginx/templates/*.template into /etc/nginx/conf.d, with envsubst of the defined names that
# match NGINX_ENVSUBST_FILTER (every other `${NAME}` and nginx's own `$name` left as they are).
set -e

template_dir="${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}"
suffix="${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}"
output_dir="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
filter="${NGINX_ENVSUBST_FILTER:-}"

[ -d "$template_dir" ] || exit 0
defined_envs=$(printf '${%s} ' $(awk "END { for (name in ENVIRON) { print ( name ~ /${filter}/ ) ? name : \"\" } }" </dev/null))
for template in "$template_dir"/*"$suffix"; do
  [ -f "$template" ] || continue
  output="$output_dir/$(basename "$template" "$suffix")"
  echo "$0: Running envsubst on $template to $output"
  envsubst "$defined_envs" <"$template" >"$output"
done
