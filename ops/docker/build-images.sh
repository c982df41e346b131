#!/usr/bin/env bash
# Builds Steady's images — steady-gateway, steady-auth, steady-content, steady-billing — tagged with the
# commit, and stages each remote's build as a versioned folder for a static host (.deploy/remotes/…).
#   ops/docker/build-images.sh [stage|images]
# `stage` only builds and stages the files (bundles, production installs, the native module: no Docker
# needed, so it can run while the base image is built); `images` only builds the images from them; by
# default both. BASE_IMAGE: the image to build FROM (default node:24-bookworm-slim, from a registry; without
# one, build steady-base:node24 with ops/docker/build-base-image.sh and pass that). TAG: the images' tag
# (default: the commit).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
phase="${1:-all}"
base_image="${BASE_IMAGE:-node:24-bookworm-slim}"
commit="$(git rev-parse --short=12 HEAD)"
tag="${TAG:-$commit}"
version="$(node -p 'require("./package.json").version ?? "0.0.0"')-$commit"

# Each server's production install: only its runtime packages. Install scripts are skipped: bcrypt and sharp
# ship prebuilt N-API binaries, and better-sqlite3 is compiled once for Node 24 and reused by every server
# (node24.sh). Reinstalled only when the bundle's package list changed.
source "$root/ops/docker/node24.sh"
stage_install() {
  local name="$1" folder="$2" target="$root/.deploy/$1"
  mkdir -p "$target"
  if ! cmp -s "$folder/dist/package.json" "$target/package.json" || [ ! -d "$target/node_modules" ]; then
    echo "Installing the production packages of $name…"
    rm -rf "$target/node_modules" "$target/package.json"
    cp "$folder/dist/package.json" "$target/package.json.new"
    (cd "$target" && mv package.json.new package.json && npm install --omit=dev --ignore-scripts --prefer-offline \
      --no-audit --no-fund --no-package-lock --loglevel=error)
  fi
  [ ! -d "$target/node_modules/better-sqlite3" ] || node24_sqlite "$target/node_modules/better-sqlite3"
}
case "$phase" in
  all | stage)
    STEADY_BUILD_VERSION="$commit" npm run build --silent
    stage_install gateway gateway
    for service in auth content billing; do stage_install "$service" "services/$service"; done
    [ "$phase" = all ] || exit 0
    ;;
  images) ;;
  *) echo "Usage: $0 [stage|images]" >&2; exit 2 ;;
esac

# Each image's build context: its bundle, its production install and its files, nothing else.
stage_context() {
  local name="$1" folder="$2"; shift 2
  local context="$root/.deploy/$name/context"
  rm -rf "$context" && mkdir -p "$context"
  cp -al "$root/.deploy/$name/node_modules" "$context/node_modules"
  cp -r "$folder/dist" "$context/dist"
  rm -f "$context/dist/package.json"
  for extra in "$@"; do
    local source="$extra"; [ -e "$folder/$extra" ] && source="$folder/$extra"
    mkdir -p "$context/$(dirname "$extra")" && cp -r "$source" "$context/$extra"
  done
  rm -f "$context"/*/dist/.build-stamp "$context"/*/*/dist/.build-stamp
  # What only a build reads: better-sqlite3's SQLite sources, type declarations, Markdown, the packages'
  # source maps (removing the context's links leaves the staged install whole).
  rm -rf "$context/node_modules/better-sqlite3/deps" "$context/node_modules/better-sqlite3/src"
  find "$context/node_modules" -type f \( -name '*.d.ts' -o -name '*.d.cts' -o -name '*.d.mts' -o -name '*.md' \
    -o -name '*.map' \) -delete
  # The images copy these files as they are: readable by the node user, writable by no one but root.
  chmod -R a+rX,go-w "$context"
}
build() {
  local image="$1" name="$2"; shift 2
  docker build --quiet --build-arg BASE_IMAGE="$base_image" --build-arg VERSION="$version" \
    --build-arg COMMIT="$commit" -t "$image:$tag" "$@" "$root/.deploy/$name/context" >/dev/null
  printf '%-28s %s\n' "$image:$tag" "$(docker image inspect -f '{{.Size}}' "$image:$tag" | awk '{printf "%.0f MB", $1/1e6}')"
}
stage_context gateway gateway shell/dist mf-recommendations/dist mf-techniques/dist mf-tests/dist mf-account/dist
stage_context auth services/auth
stage_context content services/content data audio
stage_context billing services/billing
# The four builds at once: each mostly waits on the engine copying and checksumming its context, which
# overlaps well (one after the other took 4 min 45 s on two busy cores).
pids=()
build steady-gateway gateway -f ops/docker/gateway.Dockerfile & pids+=($!)
build steady-auth auth -f ops/docker/service.Dockerfile --build-arg SERVICE=auth --build-arg PORT=4001 & pids+=($!)
build steady-content content -f ops/docker/service.Dockerfile --build-arg SERVICE=content --build-arg PORT=4002 & pids+=($!)
build steady-billing billing -f ops/docker/service.Dockerfile --build-arg SERVICE=billing --build-arg PORT=4003 & pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done

# Each remote on its own: a folder named by the commit, to publish on any static host and name in the
# gateway's REMOTE_MF_<NAME>_URL (docs/operations.md).
for remote in mf-recommendations mf-techniques mf-tests mf-account; do
  rm -rf ".deploy/remotes/$remote/$commit" && mkdir -p ".deploy/remotes/$remote"
  cp -r "$remote/dist" ".deploy/remotes/$remote/$commit"
  rm -f ".deploy/remotes/$remote/$commit/.build-stamp"
done
echo "Remotes staged in .deploy/remotes/<remote>/$commit (buildVersion $commit in each mf-manifest.json)."
