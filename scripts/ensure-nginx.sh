#!/usr/bin/env bash
# Debian's nginx (1.22 on bookworm) for the edge tests and `npm run scale`; only the binary is used,
# each run starts its own nginx with its own configuration (scripts/ensure-prerequisites.sh).
exec bash "$(dirname "$0")/ensure-prerequisites.sh" nginx
