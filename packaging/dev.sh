#!/usr/bin/env bash
# One entry point for setting up, building, running and testing on Debian 12.
#
#   bash packaging/dev.sh run [ARGS...]  install what is missing, build (release), start the trainer
#   bash packaging/dev.sh cli [ARGS...]  the same, but run the headless spanish21-cli
#   bash packaging/dev.sh test           install what is missing, build (debug), run every test
#   bash packaging/dev.sh deps           only install what is missing
#
# Packages come from Debian 12 only; apt runs only when something is missing.
set -euo pipefail

cd "$(dirname "$(readlink -f "$0")")/.."

readonly PACKAGES=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-multimedia-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libsqlite3-dev sqlite3
    libyaml-cpp-dev libbenchmark-dev libsodium-dev
    xvfb xauth
)

install_missing_packages() {
    local missing=()
    for package in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get update
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

build() {
    local preset=$1
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
    deps)
        install_missing_packages
        ;;
    run)
        install_missing_packages
        build release
        exec build/release/src/gui/spanish21-trainer "$@"
        ;;
    cli)
        install_missing_packages
        build release
        exec build/release/src/cli/spanish21-cli "$@"
        ;;
    test)
        install_missing_packages
        build debug
        ctest --preset debug
        ;;
    *)
        sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
