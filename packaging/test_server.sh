#!/usr/bin/env bash
# A real PostgreSQL 15 server for the tests, in a folder of its own, on a loopback port.
#
#   bash packaging/test_server.sh start DIR   initdb in DIR/data, start the server; prints its URL
#                                             (postgresql://s21_test_admin:...@127.0.0.1:PORT/postgres)
#   bash packaging/test_server.sh stop DIR    stop it and remove DIR
#   bash packaging/test_server.sh halt DIR    stop it at once, as a crash or a power cut would (the
#                                             fault tests); its data stay in DIR
#   bash packaging/test_server.sh resume DIR  start a halted server again, on the same port
#   bash packaging/test_server.sh certify DIR stations log in with a client certificate, as
#                                             docs/school-server.md advises: the server gets TLS with
#                                             a certificate authority in DIR/certs
#                                             (packaging/station_certificate.sh), and the members of
#                                             s21_station log in only with a certificate it signed
#
# The server runs as an unprivileged user (PostgreSQL refuses root): the caller when it is not root,
# else the `postgres` user Debian's package makes. Its superuser, s21_test_admin, logs in with a
# password over TCP (scram-sha-256), as a school's server would be reached; nothing else can log in.
set -euo pipefail

readonly BIN=/usr/lib/postgresql/15/bin
command=${1:-}
dir=${2:-}
[ -n "$command" ] && [ -n "$dir" ] || { sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

as_server_user() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port() {
    local port
    for port in $(shuf -i 20000-40000 -n 50); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
            echo "$port"
            return 0
        fi
    done
    echo "test_server.sh: no free loopback port found" >&2
    return 1
}

start_server() {
    as_server_user "$BIN/pg_ctl" -D "$1/data" -l "$1/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $(cat "$1/port") -k $1 -c fsync=on" start >/dev/null \
        || { cat "$1/server.log" >&2; exit 1; }
}

case "$command" in
    start)
        [ -x "$BIN/initdb" ] || {
            echo "test_server.sh: PostgreSQL 15 is not installed (apt-get install postgresql-15)" >&2
            exit 1
        }
        mkdir -p "$dir"
        password=$(head -c 18 /dev/urandom | base64 | tr -d '/+=')
        echo "$password" >"$dir/password"
        [ "$(id -u)" -eq 0 ] && chown -R postgres: "$dir"
        as_server_user "$BIN/initdb" -D "$dir/data" -U s21_test_admin --pwfile="$dir/password" \
            -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
            || { cat "$dir/initdb.log" >&2; exit 1; }
        port=$(free_port)
        echo "$port" >"$dir/port"
        start_server "$dir"
        url="postgresql://s21_test_admin:$password@127.0.0.1:$port/postgres"
        echo "$url" >"$dir/url"
        echo "$url"
        ;;
    stop)
        if [ -f "$dir/data/postmaster.pid" ]; then
            as_server_user "$BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
        fi
        rm -rf "$dir"
        ;;
    halt)
        as_server_user "$BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
        ;;
    resume)
        start_server "$dir"
        ;;
    certify)
        certificates=$(dirname "$0")/station_certificate.sh
        bash "$certificates" authority "$dir/certs"
        bash "$certificates" server "$dir/certs" 127.0.0.1
        cp "$dir/certs/ca.crt" "$dir/certs/server.crt" "$dir/certs/server.key" "$dir/data/"
        [ "$(id -u)" -eq 0 ] && chown postgres: "$dir/data/ca.crt" "$dir/data/server.crt" "$dir/data/server.key"
        chmod 0600 "$dir/data/server.key"
        cat >>"$dir/data/postgresql.auto.conf" <<CONF
ssl = on
ssl_cert_file = 'server.crt'
ssl_key_file = 'server.key'
ssl_ca_file = 'ca.crt'
CONF
        # The stations' line first: a member of s21_station logs in with its certificate alone.
        { echo "hostssl all +s21_station 127.0.0.1/32 cert"; echo "host all +s21_station 127.0.0.1/32 reject"
          cat "$dir/data/pg_hba.conf"; } >"$dir/pg_hba.new"
        cat "$dir/pg_hba.new" >"$dir/data/pg_hba.conf" && rm "$dir/pg_hba.new"
        as_server_user "$BIN/pg_ctl" -D "$dir/data" -w restart -o "-c listen_addresses=127.0.0.1 \
            -p $(cat "$dir/port") -k $dir -c fsync=on" -l "$dir/server.log" >/dev/null \
            || { cat "$dir/server.log" >&2; exit 1; }
        ;;
    *)
        echo "test_server.sh: start, stop, halt, resume or certify" >&2
        exit 2
        ;;
esac
