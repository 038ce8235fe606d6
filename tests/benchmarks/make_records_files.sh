#!/bin/bash
# Makes the records files of issue 44's figures through the real writer (RecordsDatabase::storeRound,
# by records_generate, without an fsync per round): one trainee with 200,000 records, and, with
# --big, one with 2,000,000 (about 15 GB; hours on two cores). A file already there is filled on from
# where it stopped. The release build of records_generate must exist:
#
#   cmake --preset release && cmake --build --preset release --target records_generate
#   bash tests/benchmarks/make_records_files.sh DIR [--big]
#
# DIR/records-200k.sqlite (and DIR/records-2m.sqlite): docs/benchmarks.md measures on them.
set -euo pipefail
dir=${1:?usage: make_records_files.sh DIR [--big]}
generate="$(dirname "$0")/../../build/release/tests/benchmarks/records_generate"
[ -x "$generate" ] || { echo "build records_generate first (release preset)" >&2; exit 2; }
mkdir -p "$dir"
"$generate" "$dir/records-200k.sqlite" --trainees 1 --rounds 200000 --no-sync
if [ "${2:-}" = "--big" ]; then
    "$generate" "$dir/records-2m.sqlite" --trainees 1 --rounds 2000000 --no-sync
fi
