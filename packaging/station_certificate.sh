#!/usr/bin/env bash
# A school's certificates for its server's stations (docs/school-server.md, "A station's own
# credentials"): a station logs in with a client certificate, not a password it could change.
# Installed by the Debian package as /usr/lib/spanish21-trainer/station_certificate.sh.
#
#   bash packaging/station_certificate.sh authority DIR        the school's certificate authority:
#                                                              DIR/ca.key (keep it off the stations) and
#                                                              DIR/ca.crt (for the server and stations)
#   bash packaging/station_certificate.sh station DIR NAME     a key and certificate for the station
#                                                              whose login role is NAME, signed by the
#                                                              authority in DIR: DIR/NAME.key, DIR/NAME.crt
#   bash packaging/station_certificate.sh server DIR HOST      the server's key and certificate for HOST
#                                                              (a name or an IP address): DIR/server.key,
#                                                              DIR/server.crt
#
# Keys are made 0600. PostgreSQL takes the certificate's common name as the role it logs in
# (pg_hba.conf: hostssl ... +s21_station ... cert).
set -euo pipefail

command=${1:-}
dir=${2:-}
name=${3:-}
usage() { sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
[ -n "$command" ] && [ -n "$dir" ] || usage

signed() { # KEY CRT SUBJECT [EXTENSIONS]
    openssl req -new -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -keyout "$1" -subj "$3" \
        -out "$2.csr" 2>/dev/null
    chmod 0600 "$1"
    openssl x509 -req -in "$2.csr" -CA "$dir/ca.crt" -CAkey "$dir/ca.key" -CAcreateserial -days 825 \
        ${4:+-extfile <(printf '%s\n' "$4")} -out "$2" 2>/dev/null
    rm -f "$2.csr"
}

case "$command" in
    authority)
        mkdir -p "$dir"
        openssl req -new -x509 -nodes -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 3650 \
            -subj "/CN=Spanish 21 trainer school authority" -keyout "$dir/ca.key" -out "$dir/ca.crt" 2>/dev/null
        chmod 0600 "$dir/ca.key"
        ;;
    station)
        [[ "$name" =~ ^[a-z][a-z0-9_]{0,62}$ ]] || { echo "station_certificate.sh: a station's role name" >&2; exit 2; }
        signed "$dir/$name.key" "$dir/$name.crt" "/CN=$name" "extendedKeyUsage=clientAuth"
        ;;
    server)
        [ -n "$name" ] || usage
        if [[ "$name" =~ ^[0-9.]+$ ]]; then alt="IP:$name"; else alt="DNS:$name"; fi
        signed "$dir/server.key" "$dir/server.crt" "/CN=$name" "subjectAltName=$alt
extendedKeyUsage=serverAuth"
        ;;
    *) usage ;;
esac
