#!/bin/bash
# Times quitting the trainer while its background integrity check may run (issue 44's quitting row):
# starts TRAINER --database FILE under Xvfb, waits WAIT seconds after its window shows, presses Ctrl+Q
# with xdotool and prints the milliseconds from the key to the process's exit, whether the check (the
# trainer's own program started with --check-records, a child of the trainer) was running then and
# the CPU ticks it used in the second before (reading from disk shows as few ticks, from the page
# cache as tens), and whether a check is left running after the trainer is gone. Needs xvfb-run and
# xdotool (Debian packages xvfb and xdotool). docs/benchmarks.md has the figures.
#
#   bash tests/benchmarks/quit_while_checking.sh TRAINER FILE WAIT
set -euo pipefail
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x900x24" bash "$0" "$@"
fi
trainer=${1:?usage: quit_while_checking.sh TRAINER FILE WAIT}
file=${2:?usage: quit_while_checking.sh TRAINER FILE WAIT}
wait_s=${3:?usage: quit_while_checking.sh TRAINER FILE WAIT}
"$trainer" --database "$file" > /dev/null 2>&1 &
pid=$!
window=""
for _ in $(seq 1 150); do
    window=$(xdotool search --pid "$pid" --onlyvisible 2> /dev/null | head -1 || true)
    [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "no window from $trainer" >&2; kill "$pid"; exit 1; }
sleep "$wait_s"
ticks() { awk '{print $14 + $15}' "/proc/$1/stat" 2> /dev/null || echo 0; }
check=$(pgrep -P "$pid" -f -- "--check-records" || true)
if [ -n "$check" ]; then
    before=$(ticks "$check"); sleep 1; after=$(ticks "$check")
    running="check running (process $check, $((after - before)) CPU ticks in the second before the key)"
else
    running="no check running"
fi
start=$(date +%s%N)
xdotool windowfocus --sync "$window" key ctrl+q
wait "$pid" || true
end=$(date +%s%N)
left=$(pgrep -f -- "--check-records $file" || true)
echo "$running; quit in $(((end - start) / 1000000)) ms; checks left running: ${left:-none}"
