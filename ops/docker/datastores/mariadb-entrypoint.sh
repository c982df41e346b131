#!/bin/sh
# First start on an empty data folder: create the system tables and give root the password of
# MARIADB_ROOT_PASSWORD_FILE (or MARIADB_ROOT_PASSWORD), from any address, and no other root account
# (mariadb-install-db also makes password-less ones for 127.0.0.1, ::1 and the host name). Then run the server.
set -eu
datadir=/var/lib/mysql
if [ "$1" = mariadbd ] && [ ! -d "$datadir/mysql" ]; then
  if [ -n "${MARIADB_ROOT_PASSWORD_FILE:-}" ]; then
    password="$(cat "$MARIADB_ROOT_PASSWORD_FILE")"
  else
    password="${MARIADB_ROOT_PASSWORD:?set MARIADB_ROOT_PASSWORD_FILE or MARIADB_ROOT_PASSWORD}"
  fi
  chown mysql:mysql "$datadir"
  mariadb-install-db --user=mysql --datadir="$datadir" --skip-test-db \
    --auth-root-authentication-method=normal >/dev/null
  quoted="$(printf '%s' "$password" | sed "s/\\\\/\\\\\\\\/g; s/'/\\\\'/g")"
  mariadbd --user=mysql --datadir="$datadir" --bootstrap --log-warnings=0 <<SQL
DELETE FROM mysql.global_priv WHERE User = 'root' AND Host NOT IN ('localhost', '%');
DELETE FROM mysql.global_priv WHERE User = '';
FLUSH PRIVILEGES;
ALTER USER 'root'@'localhost' IDENTIFIED BY '$quoted';
CREATE USER 'root'@'%' IDENTIFIED BY '$quoted';
GRANT ALL PRIVILEGES ON *.* TO 'root'@'%' WITH GRANT OPTION;
SQL
  echo "Initialised $datadir."
fi
if [ "$1" = mariadbd ]; then
  shift
  exec mariadbd --user=mysql --datadir="$datadir" --bind-address=0.0.0.0 --skip-name-resolve \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci "$@"
fi
exec "$@"
