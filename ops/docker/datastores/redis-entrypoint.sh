#!/bin/sh
# The official image's behaviour: listen on every address with protected mode off.
set -eu
if [ "$1" = redis-server ]; then
  shift
  set -- redis-server --bind 0.0.0.0 --protected-mode no "$@"
fi
exec "$@"
