#!/bin/sh
# What the nginx image does before it starts nginx, as `npm run k8s:local` binds it at
# /docker-entrypoint.sh: when the command is nginx, each executable file of /docker-entrypoint.d
# whose name ends in .sh runs, in version order (`sort -V`), and one ending in .envsh is sourced;
# a file that is not executable is skipped (the image does the same, so a ConfigMap mounted without
# its defaultMode fails here as it would in the cluster). Then the command replaces this shell.
set -e

case "$1" in
  nginx | nginx-debug)
    for step in $(find /docker-entrypoint.d/ -follow -type f 2>/dev/null | sort -V); do
      if [ ! -x "$step" ]; then
        echo "$0: skipping $step (not executable)"
        continue
      fi
      case "$step" in
        *.envsh) . "$step" ;;
        *.sh) "$step" ;;
        *) echo "$0: skipping $step (neither .sh nor .envsh)" ;;
      esac
    done
    ;;
esac

exec "$@"
