#!/usr/bin/env bash
# Runs the log reader's and the store's test suites under AddressSanitizer: the parser
# reads bytes through pointers and word loads, and its tables keep their storage in
# buffers of their own (docs/performance.md); any read past a buffer, use after free or
# leak of a freed table fails the run.
#
#   scripts/sanitize.sh [FILTER]     default: the parser and store suites
#
# Builds into .build-asan (apart from the normal build). One summary line, added to
# HABIT_RELIABILITY_SUMMARY when set.
set -euo pipefail
cd "$(dirname "$0")/.."
# The parser's mutation test is left out by default (three minutes under the sanitizer);
# `scripts/fuzz.sh` runs the same properties under AddressSanitizer.
filter=${1:-'^(HabitCoreTests|HabitImportTests)\..*(Log|Malformed|NewlineCount|FuzzRegression|RoundTrip|History|Store|Journal|PowerLoss)'}
start=$(date +%s)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Swift Testing only: XCTest's own runner leaks two objects at exit, which LeakSanitizer
# would report.
# The suites' own summary lines were already recorded by the plain run: not again.
if ! HABIT_RELIABILITY_SUMMARY= swift test --sanitize=address --scratch-path .build-asan --disable-xctest --filter "$filter" > "$log" 2>&1; then
    grep -E -A12 'ERROR: AddressSanitizer|leak of|✘|error:' "$log" | head -80 >&2
    tail -20 "$log" >&2
    echo "sanitize: address sanitizer run failed" >&2
    exit 1
fi
passed=$(grep -Eo 'Test run with [0-9]+ tests' "$log" | grep -Eo '[0-9]+' || echo 0)
line="sanitize: $passed tests under AddressSanitizer ('$filter'), 0 reports, $(( $(date +%s) - start ))s"
echo "$line"
if [ -n "${HABIT_RELIABILITY_SUMMARY:-}" ]; then echo "$line" >> "$HABIT_RELIABILITY_SUMMARY"; fi
