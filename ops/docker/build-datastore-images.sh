#!/usr/bin/env bash
# Builds the MariaDB and Redis images from Debian's packages, for machines without a registry (with one,
# compose.yml's defaults, the official mariadb:11 and redis:7, need no build).
#   ops/docker/build-datastore-images.sh
# BASE_IMAGE: the Debian bookworm image to build FROM (default steady-base:node24, which
# build-base-image.sh makes; debian:bookworm-slim with a registry). Prints MARIADB_IMAGE and REDIS_IMAGE.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
base_image="${BASE_IMAGE:-steady-base:node24}"
mariadb_image="${MARIADB_IMAGE:-steady-mariadb:10.11}"
redis_image="${REDIS_IMAGE:-steady-redis:7}"
build() {
  docker build --quiet --build-arg BASE_IMAGE="$base_image" --build-arg VERSION="${2#*:}" \
    -f "$here/$1.Dockerfile" -t "$2" "$here/datastores" >/dev/null
  printf '%-28s %s\n' "$2" "$(docker image inspect -f '{{.Size}}' "$2" | awk '{printf "%.0f MB", $1/1e6}')"
}
build mariadb "$mariadb_image"
build redis "$redis_image"
