#!/bin/sh
# The nginxinc/nginx-unprivileged image's /docker-entrypoint.sh (1.22), as `npm run k8s:local` binds
# it: for `nginx …`, every file of /docker-entrypoint.d in `sort -V` order, each executable *.envsh
# sourced and each executable *.sh run (the image's own 20-envsubst-on-templates.sh beside it, and
# whatever the pod mounts there, such as deploy/nginx/entrypoint), then `exec "$@"`.
set -e

entrypoint_log() {
  if [ -z "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ]; then
    echo "$@"
  fi
}

if [ "$1" = "nginx" ] || [ "$1" = "nginx-debug" ]; then
  if find "/docker-entrypoint.d/" -mindepth 1 -maxdepth 1 -type f -print -quit 2>/dev/null | read -r v; then
    entrypoint_log "$0: /docker-entrypoint.d/ is not empty, will attempt to perform configuration"
    entrypoint_log "$0: Looking for shell scripts in /docker-entrypoint.d/"
    find "/docker-entrypoint.d/" -follow -type f -print | sort -V | while read -r f; do
      case "$f" in
        *.envsh)
          if [ -x "$f" ]; then
            entrypoint_log "$0: Sourcing $f"
            . "$f"
          else
            entrypoint_log "$0: Ignoring $f, not executable"
          fi
          ;;
        *.sh)
          if [ -x "$f" ]; then
            entrypoint_log "$0: Launching $f"
            "$f"
          else
            entrypoint_log "$0: Ignoring $f, not executable"
          fi
          ;;
        *) entrypoint_log "$0: Ignoring $f" ;;
      esac
    done
    entrypoint_log "$0: Configuration complete; ready for start up"
  else
    entrypoint_log "$0: No files found in /docker-entrypoint.d/, skipping configuration"
  fi
fi

exec "$@"
