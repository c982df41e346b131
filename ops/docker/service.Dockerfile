# One Steady service (auth, content or billing). The build context is the folder ops/docker/build-images.sh
# stages: the bundle (dist/), the production install (node_modules/) and content's data and audio.
# The build stage of this image runs before `docker build`, in build-images.sh (esbuild bundle, production
# install, better-sqlite3 compiled against Node's headers): the image only takes the result, in one layer,
# read-only (root's files, made world-readable and not writable by others when staged). One copy instead of
# a copy, a `chmod -R` and a copy between stages writes the ~130 MB of node_modules once, not three times:
# a third of the build time on two shared cores.
ARG BASE_IMAGE=node:24-bookworm-slim
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
# The bundle finds its files where they sit in the repository (services/<service>/{data,audio}).
COPY . /app/services/${SERVICE}
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=5s --timeout=2s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.STEADY_PROBE_URL,{signal:AbortSignal.timeout(1500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
