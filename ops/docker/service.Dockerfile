# One Steady service (auth, content or billing). The build context is the folder ops/docker/build-images.sh
# stages: the bundle (dist/), the production install (node_modules/) and content's data and audio. The
# development tools (esbuild, npm, node-gyp and a compiler for better-sqlite3) run there, before
# `docker build`, and SQLite is compiled once and kept: docs/operations.md (Images) says why.
ARG BASE_IMAGE=node:24-bookworm-slim

# Build stage: the staged files, checked on the image's own Node. A native module that does not load on
# this Node fails the build here rather than the first start.
FROM ${BASE_IMAGE} AS build
COPY . /app/service
WORKDIR /app/service
RUN node -e "const has = (name) => { try { return Boolean(require.resolve(name)); } catch { return false; } }; \
      if (has('better-sqlite3')) new (require('better-sqlite3'))(':memory:').close(); \
      for (const name of ['bcrypt', 'sharp']) if (has(name)) require(name);"

# Runtime stage: the base, the bundle and the runtime packages only, as the unprivileged `node` user.
FROM ${BASE_IMAGE}
ARG SERVICE
ARG PORT
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="steady-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${COMMIT}"
# Writable only where the service may write: the outbox and generated files outside production.
RUN mkdir -p /var/lib/steady && chown node:node /var/lib/steady
ENV NODE_ENV=production \
    DATA_DIR=/var/lib/steady \
    STEADY_PROBE_URL=http://127.0.0.1:${PORT}/readyz
# The bundle finds its files where they sit in the repository (services/<service>/{data,audio}). Root's
# files, readable and not writable by the process (made so when staged).
COPY --from=build /app/service /app/services/${SERVICE}
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=5s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.STEADY_PROBE_URL,{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
