#!/usr/bin/env bash
# Two habit binaries side by side on one data directory: interleaved rounds (the order of
# the two alternates each round), then the median CPU time (user + system, from bash's
# `time`, to the millisecond) of
# each command for each binary and their ratio, and callgrind's instruction counts when
# valgrind is installed. See docs/performance.md.
#
#   scripts/compare-binaries.sh OLD NEW DATA-DIR [ROUNDS]      default 21 rounds
set -euo pipefail
old=$1 new=$2 data=$3 rounds=${4:-21}
id=$(grep -v '^#' "$data/habits" | awk 'NF { print $1; exit }')
export TZ=UTC
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
commands=("list" "show $id --month" "status")
cpu() { # binary, command -> milliseconds of user + system time
    local TIMEFORMAT='%3U %3S'
    { time "$1" --data-dir "$data" --today 2026-11-21 $2 > /dev/null; } 2> "$work/t"
    awk '{ printf "%.0f\n", ($1 + $2) * 1000 }' "$work/t"
}
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
for round in $(seq "$rounds"); do
    for i in "${!commands[@]}"; do
        if [ $((round % 2)) = 0 ]; then order="old new"; else order="new old"; fi
        for which in $order; do
            binary=$old; [ "$which" = new ] && binary=$new
            cpu "$binary" "${commands[$i]}" >> "$work/$which.$i"
        done
    done
done
printf '%-22s %10s %10s %7s\n' command "old ms" "new ms" ratio
for i in "${!commands[@]}"; do
    a=$(median < "$work/old.$i") b=$(median < "$work/new.$i")
    printf '%-22s %10s %10s %7s\n' "${commands[$i]}" "$a" "$b" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.3f", b / a }')"
done
if command -v valgrind > /dev/null; then
    for command in "${commands[@]}"; do
        for binary in "$old" "$new"; do
            valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --data-dir "$data" --today 2026-11-21 \
                $command 2>&1 > /dev/null | grep -Eo 'Collected : [0-9]+' | sed "s|^|$command $(basename "$binary"): |"
        done
    done
fi
