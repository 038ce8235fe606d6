#!/usr/bin/env bash
# One entry point for setting up, building, running and testing on Debian 12.
#
#   bash packaging/dev.sh run [ARGS...]  install what building needs, build the trainer alone
#                                        (release) and start it
#   bash packaging/dev.sh cli [ARGS...]  the same, but build and run the headless spanish21-cli
#   bash packaging/dev.sh package        build the Debian package (build/release/package/*.deb)
#   bash packaging/dev.sh test           install what is missing, check the C++ files' format,
#                                        start a real PostgreSQL server for the school-server
#                                        tests (packaging/test_server.sh), build every target
#                                        under ASan and UBSan (preset sanitize, a debug build) and
#                                        run every test there, as many at once as there are
#                                        cores; build both programs (release) and start them
#                                        offscreen; build the package, check it with lintian,
#                                        install, use, upgrade and remove it
#                                        (packaging/package_test.sh); then run each fuzz target for
#                                        a short fixed number of runs (preset fuzz) - what CI runs
#   bash packaging/dev.sh format         rewrite every C++ file in the house style (.clang-format)
#   bash packaging/dev.sh deps           only install what is missing (for building and testing)
#
# Packages come from Debian 12 only; apt runs only when something is missing.
# S21_FUZZ_RUNS sets the runs per fuzz target (default 20000; docs/reliability.md has a long run).
set -euo pipefail

cd "$(dirname "$(readlink -f "$0")")/.."

# What configuring and building need (run, cli, package), then what only the tests need.
readonly BUILD_PACKAGES=(
    cmake ninja-build g++ pkg-config git
    qt6-base-dev qt6-multimedia-dev qt6-charts-dev libqt6opengl6-dev libqt6sql6-sqlite libsqlite3-dev
    qt6-tools-dev qt6-l10n-tools
    libqt6sql6-psql libyaml-cpp-dev libbenchmark-dev libsodium-dev
    fonts-dejavu-core fonts-dejavu-extra
)
readonly TEST_PACKAGES=(
    sqlite3 postgresql-15
    xvfb xauth poppler-utils
    dbus-daemon at-spi2-core python3-pyatspi gir1.2-atspi-2.0
    clang libfuzzer-14-dev libclang-rt-14-dev clang-format
    dpkg-dev file lintian desktop-file-utils appstream man-db
)
readonly FUZZ_RUNS=${S21_FUZZ_RUNS:-20000}

# Installs those of the packages named that are missing.
install_missing_packages() {
    local missing=()
    for package in "$@"; do
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

# Prints how long the command has run so far, after what it just did ("debug tests done at 512 s").
elapsed() {
    echo "dev.sh: $* done at ${SECONDS} s"
}

# Configures a preset and builds it: every target, or only those named after the preset.
build() {
    local preset=$1
    shift
    cmake --preset "$preset" >/dev/null
    local targets=()
    [ $# -eq 0 ] || targets=(--target "$@")
    cmake --build --preset "$preset" "${targets[@]}"
}

# The two programs of the release build start: --version, then the trainer offscreen to its painted
# table (on a records file of its own) and the CLI on a library scenario.
release_smoke() {
    local dir
    dir=$(mktemp -d)
    build/release/src/gui/spanish21-trainer --version
    build/release/src/cli/spanish21-cli --version
    QT_QPA_PLATFORM=offscreen build/release/src/gui/spanish21-trainer --measure-startup --mute \
        --database "$dir/records.sqlite"
    build/release/src/cli/spanish21-cli key scenarios/match-the-dealer/md-suited-unsuited-and-both.yaml >/dev/null
    rm -rf "$dir"
    echo "release: both programs start"
}

# Runs one fuzz target (tests/fuzz) from its seed folders for FUZZ_RUNS runs with a fixed seed; new
# inputs go to a scratch corpus, never into the seed folders. Fails on any crash, leak or time-out.
fuzz_smoke() {
    local target=$1
    shift
    local corpus status=0
    corpus=$(mktemp -d)
    echo "fuzz_$target: $FUZZ_RUNS runs"
    "build/fuzz/tests/fuzz/fuzz_$target" -runs="$FUZZ_RUNS" -seed=1 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 "$corpus" "$@" >"$corpus.log" 2>&1 || status=$?
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$corpus.log" || true
    [ "$status" -eq 0 ] || tail -n 60 "$corpus.log"
    rm -rf "$corpus" "$corpus.log"
    return "$status"
}

# Starts a real PostgreSQL server for the tests (packaging/test_server.sh) and exports its superuser's
# URL as S21_TEST_SERVER; the server is stopped and its folder removed when the script exits.
start_test_server() {
    local dir
    dir=$(mktemp -d -t s21-test-server-XXXXXX)
    trap "bash packaging/test_server.sh stop '$dir'" EXIT
    S21_TEST_SERVER=$(bash packaging/test_server.sh start "$dir")
    export S21_TEST_SERVER
    echo "PostgreSQL test server: ${S21_TEST_SERVER%%:*}://...@${S21_TEST_SERVER##*@}"
}

# The C++ files of the tree (src, tests), NUL-separated.
cpp_files() {
    find src tests \( -name '*.cpp' -o -name '*.h' \) -print0
}

# Fails, naming the files, when a C++ file is not in the house style (.clang-format).
format_check() {
    local unformatted
    unformatted=$(cpp_files | xargs -0 clang-format --dry-run 2>&1 | grep -o '^[^:]*\.\(cpp\|h\):' | sort -u || true)
    if [ -n "$unformatted" ]; then
        echo "Not in the house style (bash packaging/dev.sh format rewrites them):"
        echo "$unformatted" | sed 's/:$//; s/^/  /'
        return 1
    fi
    echo "format: every C++ file is in the house style"
}

command=${1:-}
[ $# -gt 0 ] && shift
case "$command" in
    deps)
        install_missing_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
        ;;
    run)
        install_missing_packages "${BUILD_PACKAGES[@]}"
        build release spanish21-trainer
        exec build/release/src/gui/spanish21-trainer "$@"
        ;;
    cli)
        install_missing_packages "${BUILD_PACKAGES[@]}"
        build release spanish21-cli
        exec build/release/src/cli/spanish21-cli "$@"
        ;;
    package)
        install_missing_packages "${BUILD_PACKAGES[@]}" dpkg-dev file
        build release deb
        ;;
    format)
        install_missing_packages clang-format
        cpp_files | xargs -0 clang-format -i
        ;;
    test)
        install_missing_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
        elapsed "packages"
        format_check
        start_test_server
        build sanitize
        elapsed "sanitize build"
        ctest --preset sanitize --parallel "$(nproc)"
        elapsed "sanitize tests"
        build release spanish21-trainer spanish21-cli
        elapsed "release build of both programs"
        release_smoke
        build release deb
        bash packaging/package_test.sh build/release
        elapsed "package test"
        build fuzz
        fuzz_smoke scenario_loader scenarios tests/fuzz/regressions/scenario_loader
        fuzz_smoke profile_loader scenarios/profiles
        fuzz_smoke action_script tests/scenario/data/wrong-handling tests/cli/data
        fuzz_smoke exam_loader scenarios/exams
        fuzz_smoke speed_standards_loader scenarios/standards
        elapsed "fuzz runs"
        ;;
    *)
        sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'
        exit 2
        ;;
esac
