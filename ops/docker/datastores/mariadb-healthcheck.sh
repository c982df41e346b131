#!/bin/sh
# `healthcheck.sh --connect`, as in the official image: the server accepts connections (an "access
# denied" answer counts: mariadb-admin ping is 0 whenever the server answers).
exec mariadb-admin --no-defaults --protocol=tcp --host=127.0.0.1 --user=healthcheck --connect-timeout=2 ping >/dev/null 2>&1
