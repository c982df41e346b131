# Redis from Debian's package, for machines without a registry (with one, use the official redis:7). As the
# official image, it answers other containers without a password (protected mode off): keep it on the
# stack's own network, never publish its port.
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
ARG VERSION=unknown
LABEL org.opencontainers.image.title="steady-redis" org.opencontainers.image.version="${VERSION}"
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null \
  && rm -rf /var/lib/apt/lists/*
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
USER redis
WORKDIR /var/lib/redis
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
