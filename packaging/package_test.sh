#!/usr/bin/env bash
# The Debian package as a school's administrator meets it, on this machine (root; what CI runs):
#
#   bash packaging/package_test.sh BUILD_DIR      (the release build whose `deb` target was built)
#
# 1. The package: its Depends name no build tool; lintian finds no error; the desktop entry, the
#    AppStream metainfo and the man pages pass their validators.
# 2. An upgrade keeps a station's own files: a package of the same build with an earlier version is
#    installed, the trainer started on a trainee's home (records file, remembered school server),
#    then this package installed over it; the records file is the same to the byte and still read.
# 3. The installed programs work from the installed library, wherever they are started from:
#    --version, the trainer offscreen to its painted table with nothing reported missing, the CLI
#    on an installed scenario and an installed profile id, and the whole library validated.
# 4. Removed and purged, the package leaves none of its files behind, and the trainee's records stay.
# A package already installed (a developer's) is removed first; the package is removed at the end.
set -euo pipefail

build=${1:?usage: package_test.sh BUILD_DIR}
packages=("$build"/package/spanish21-trainer_*.deb)
[ ${#packages[@]} -eq 1 ] && [ -f "${packages[0]}" ] || {
    echo "package_test: expected one package in $build/package, found: ${packages[*]}" >&2
    exit 1
}
deb=$(readlink -f "${packages[0]}")
work=$(mktemp -d -t s21-package-test-XXXXXX)
remove_package() { apt-get purge -y spanish21-trainer >/dev/null 2>&1 || true; }
trap 'remove_package; rm -rf "$work"' EXIT

fail() {
    echo "package_test: $*" >&2
    exit 1
}
step() { echo "package_test: $*"; }
# apt-get, its output kept for a failure.
apt_get() {
    DEBIAN_FRONTEND=noninteractive apt-get "$@" >"$work/apt.log" 2>&1 || fail "apt-get $*: $(tail -20 "$work/apt.log")"
}
# What the trainer printed on standard error, less what Qt's offscreen platform always says.
trainer_complaints() { grep -v -x 'This plugin does not support propagateSizeHints()' "$1" || true; }

# --- 1. The package itself ------------------------------------------------------------------------
version=$(dpkg-deb --field "$deb" Version)
depends=$(dpkg-deb --field "$deb" Depends)
step "$(basename "$deb"): version $version"
step "Depends: $depends"
if grep -Eq '(^|[ ,])(cmake|ninja-build|g\+\+|gcc|clang|pkg-config|[a-z0-9.+-]+-dev)([ ,(]|$)' <<<"$depends"; then
    fail "Depends names a build tool or a -dev package"
fi
for needed in libqt6widgets6 libqt6sql6-sqlite libqt6sql6-psql libyaml-cpp0.7 libsodium23 fonts-dejavu-core \
    fonts-dejavu-extra; do
    grep -q "$needed" <<<"$depends" || fail "Depends lacks $needed"
done

lintian --fail-on error --tag-display-limit 0 "$deb" || fail "lintian reports an error"
step "lintian: no error"

mkdir "$work/contents"
dpkg-deb --extract "$deb" "$work/contents"
desktop-file-validate "$work"/contents/usr/share/applications/*.desktop || fail "desktop-file-validate"
appstreamcli validate --no-net --explain "$work"/contents/usr/share/metainfo/*.metainfo.xml \
    || fail "appstreamcli validate"
for page in "$work"/contents/usr/share/man/man1/*.1.gz; do
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || fail "man page $(basename "$page"): $warnings"
done
step "desktop entry, metainfo and man pages valid"

# --- 2. An upgrade keeps the station's files -----------------------------------------------------
remove_package
earlier_version="0~earlier"
cpack --config "$build/CPackConfig.cmake" -B "$work/earlier" -D CPACK_OUTPUT_FILE_PREFIX="$work/earlier" \
    -D CPACK_PACKAGE_VERSION="$earlier_version" >/dev/null
earlier=("$work"/earlier/spanish21-trainer_*.deb)
apt_get install -y "${earlier[0]}"
[ "$(dpkg-query -W -f='${Version}' spanish21-trainer)" = "$earlier_version" ] || fail "the earlier package did not install"

# A trainee's home: the trainer creates its records file where a user's is, and remembers the
# school's server there (docs/school-server.md).
export HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime"
unset XDG_DATA_HOME XDG_CONFIG_HOME XDG_CACHE_HOME
mkdir -p "$HOME"
mkdir -m 0700 "$XDG_RUNTIME_DIR"
records="$HOME/.local/share/spanish21-trainer/records.sqlite"
server_url="postgresql://station_1@127.0.0.1:1/school"
(cd "$HOME" && QT_QPA_PLATFORM=offscreen timeout 120 spanish21-trainer --measure-startup --mute \
    --server "$server_url" >/dev/null 2>"$work/first-start.err") || fail "the earlier trainer did not start: $(cat "$work/first-start.err")"
[ -f "$records" ] || fail "the trainer made no records file at $records"
printf 'correct horse battery staple\ncorrect horse battery staple\n' |
    spanish21-cli supervisor --database "$records" add "Dana Supervisor" >/dev/null
before=$(sha256sum "$records" | cut -d' ' -f1)

apt_get install -y "$deb"
[ "$(dpkg-query -W -f='${Version}' spanish21-trainer)" = "$version" ] || fail "the upgrade did not install $version"
[ "$(sha256sum "$records" | cut -d' ' -f1)" = "$before" ] || fail "the upgrade changed the records file"
spanish21-cli supervisor --database "$records" list | grep -q "Dana Supervisor" \
    || fail "the records file kept over the upgrade lost its supervisor"
step "upgrade from $earlier_version: the records file is the same to the byte and still read"

# --- 3. The installed programs, from the installed library ---------------------------------------
cd "$work"
[ "$(command -v spanish21-trainer)" = /usr/bin/spanish21-trainer ] || fail "spanish21-trainer is not /usr/bin's"
[ "$(spanish21-trainer --version)" = "spanish21-trainer $version" ] || fail "trainer --version: $(spanish21-trainer --version)"
[ "$(spanish21-cli --version)" = "spanish21-cli $version" ] || fail "cli --version: $(spanish21-cli --version)"
QT_QPA_PLATFORM=offscreen timeout 120 spanish21-trainer --measure-startup --mute >"$work/start.out" 2>"$work/start.err" \
    || fail "the installed trainer did not start: $(cat "$work/start.err")"
complaints=$(trainer_complaints "$work/start.err")
[ -z "$complaints" ] || fail "the installed trainer reported: $complaints"
step "trainer: $(cat "$work/start.out")"
grep -q "$server_url" < <(sqlite3 "$records" .dump) || fail "the remembered school server was lost"
library=/usr/share/spanish21-trainer
spanish21-cli validate "$library" >"$work/validate.out" || fail "the installed library does not validate: $(tail -5 "$work/validate.out")"
spanish21-cli key "$library/match-the-dealer/md-suited-unsuited-and-both.yaml" >/dev/null || fail "cli key on an installed scenario"
spanish21-cli pay --profile md-2020-6deck --player "7S 7S 7S" --dealer "7D 9C 4H" --wager 25 --mtd 5 >/dev/null \
    || fail "cli pay with an installed profile id"
certificates=/usr/lib/spanish21-trainer/station_certificate.sh
bash "$certificates" authority "$work/school" && bash "$certificates" station "$work/school" station_01 \
    || fail "the installed station_certificate.sh did not make a station's certificate"
openssl verify -CAfile "$work/school/ca.crt" "$work/school/station_01.crt" >/dev/null \
    || fail "the station's certificate is not the school authority's"
step "installed programs: $(tail -1 "$work/validate.out"); a station's certificate made"

# --- 4. Removed, nothing of the package is left; the trainee's records are -------------------------
dpkg -L spanish21-trainer >"$work/files"
apt_get purge -y spanish21-trainer
left=()
while read -r path; do
    [ -d "$path" ] || [ ! -e "$path" ] || left+=("$path")
done <"$work/files"
[ ${#left[@]} -eq 0 ] || fail "left behind after purge: ${left[*]}"
[ ! -e "$library" ] || fail "$library is still there after purge"
[ -f "$records" ] || fail "purging the package removed the trainee's records"
step "removed and purged: no file of the package left, the records kept"
step "passed"
