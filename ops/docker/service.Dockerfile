# One Steady service (auth, content or billing). The build context is the folder ops/docker/build-images.sh
# stages: the bundle (dist/), the production install (node_modules/) and content's data and audio.
ARG BASE_IMAGE=node:24-bookworm-slim

# Everything the process runs, made read-only; the final stage takes it in one layer.
FROM ${BASE_IMAGE} AS files
COPY . /app/service
RUN chmod -R a-w,a+rX /app

FROM ${BASE_IMAGE}
ARG SERVICE
ARG PORT
ARG VERSION=unknown
ARG COMMIT=unknown
LABEL org.opencontainers.image.title="steady-${SERVICE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.revision="${COMMIT}"
# The bundle finds its files where they sit in the repository (services/<service>/{data,audio}).
COPY --from=files /app/service /app/services/${SERVICE}
# Writable only where the service may write: the outbox and generated files outside production.
RUN mkdir -p /var/lib/steady && chown node:node /var/lib/steady
ENV NODE_ENV=production \
    DATA_DIR=/var/lib/steady \
    STEADY_PROBE_URL=http://127.0.0.1:${PORT}/readyz
WORKDIR /app/services/${SERVICE}
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=5s --timeout=2s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(process.env.STEADY_PROBE_URL,{signal:AbortSignal.timeout(1500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
