# The gateway with the shell's build and every remote's (a remote can also be served from its own versioned
# folder: REMOTE_MF_<NAME>_URL). The build context is the folder ops/docker/build-images.sh stages, where
# the development tools (rspack, esbuild, npm) run before `docker build`, as in service.Dockerfile.
ARG BASE_IMAGE=node:24-bookworm-slim

# Build stage: the staged files laid out as in the repository, each native module loaded on the image's
# own Node, as in service.Dockerfile.
FROM ${BASE_IMAGE} AS build
COPY node_modules /app/gateway/node_modules
COPY shell /app/shell
COPY mf-recommendations /app/mf-recommendations
COPY mf-techniques /app/mf-techniques
COPY mf-tests /app/mf-tests
COPY mf-account /app/mf-account
COPY dist /app/gateway/dist
WORKDIR /app/gateway
RUN node -e "const has = (name) => { try { return Boolean(require.resolve(name)); } catch { return false; } }; \
      if (has('better-sqlite3')) new (require('better-sqlite3'))(':memory:').close(); \
      for (const name of ['bcrypt', 'sharp']) if (has(name)) require(name);"

# Runtime stage: the base, the bundle, the builds it serves and the runtime packages only, as `node`.
FROM ${BASE_IMAGE}
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="steady-gateway" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${COMMIT}"
ENV NODE_ENV=production \
    PORT=8080 \
    STATIC_ROOT=/app
# Root's files, readable and not writable by the process (made so when staged).
COPY --from=build /app /app
WORKDIR /app/gateway
USER node
EXPOSE 8080
HEALTHCHECK --interval=5s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# --single-threaded-gc: why in scripts/lib/stack.ts (gatewayNodeFlags).
CMD ["node", "--single-threaded-gc", "--enable-source-maps", "dist/main.js"]
