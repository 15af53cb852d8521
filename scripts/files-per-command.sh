#!/usr/bin/env bash
# How many source files one command runs code in (docs/architecture.md, "The path of a
# command"): builds `habit` with coverage in its own scratch path, runs the command on a
# fresh data directory with one habit and a few days, and counts the files of Sources/
# with at least one line executed by that command alone (set-up runs are not counted).
#
#   scripts/files-per-command.sh [COMMAND ARGUMENTS…]    default: check water
#
# Prints the count, the files, and the count of files in Sources/ for scale.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/coverage
bindir=$(dirname "$(command -v swift)")
swift build --product habit --scratch-path "$scratch" \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping > "$scratch.log" 2>&1 ||
    { cat "$scratch.log"; exit 1; }
habit=$scratch/debug/habit
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HABIT_HOME=$work/data HOME=$work/home TZ=UTC HABIT_TODAY=2026-11-20 LLVM_PROFILE_FILE=$work/setup.profraw
"$habit" add water --target 8 --unit glasses --since 2026-11-01 > /dev/null
for day in 15 16 17 18 19; do "$habit" check water --value 3 --date "2026-11-$day" > /dev/null; done
if [ "$#" -eq 0 ]; then set -- check water; fi
LLVM_PROFILE_FILE=$work/command.profraw "$habit" "$@" > /dev/null
"$bindir/llvm-profdata" merge -sparse "$work/command.profraw" -o "$work/command.profdata"
"$bindir/llvm-cov" report "$habit" -instr-profile="$work/command.profdata" -ignore-filename-regex='\.build|Tests' \
    > "$work/report.txt"
# Columns: file, regions, missed, cover, functions, missed, executed, lines, missed, cover…
awk -v root="$PWD/" '$1 ~ /\.swift$/ && $8 > 0 && $9 < $8 { sub(root, "", $1); print $1 }' "$work/report.txt" |
    sort > "$work/files.txt"
echo "habit $*: code runs in $(wc -l < "$work/files.txt") of $(find Sources -name '*.swift' | wc -l) files of Sources/"
cat "$work/files.txt"
