# MariaDB from Debian's package, for machines without a registry (with one, use the official mariadb:11).
# Behaves as the official image does where compose.yml relies on it: MARIADB_ROOT_PASSWORD_FILE sets root's
# password (for connections from any address) on the first start, data in /var/lib/mysql, and
# `healthcheck.sh --connect`.
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
ARG VERSION=unknown
LABEL org.opencontainers.image.title="steady-mariadb" org.opencontainers.image.version="${VERSION}"
RUN apt-get update -qq \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends mariadb-server >/dev/null \
  && rm -rf /var/lib/apt/lists/* /var/lib/mysql/* \
  && mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld /var/lib/mysql
COPY mariadb-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
COPY mariadb-healthcheck.sh /usr/local/bin/healthcheck.sh
VOLUME /var/lib/mysql
EXPOSE 3306
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["mariadbd"]
