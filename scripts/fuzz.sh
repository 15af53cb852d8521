#!/usr/bin/env bash
# Fuzzes the data-file parsers (habits, log, config) with libFuzzer for a bounded time.
#
#   scripts/fuzz.sh [SECONDS]        default 60, or HABIT_FUZZ_SECONDS
#
# Builds the HabitFuzz harness (Sources/HabitFuzz; in Package.swift only when
# HABIT_FUZZ=1) into .build-fuzz with -sanitize=fuzzer,address, seeds a working corpus
# from Fixtures/fuzz/ (the harness reads the first byte as the parser: 0 habits, 1 log,
# 2 config), and runs. A crash or a broken property leaves the input in
# .build-fuzz/crashes/; turn each one into a case in
# Tests/HabitCoreTests/Reliability/FuzzRegressionTests.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-${HABIT_FUZZ_SECONDS:-60}}
build=.build-fuzz
corpus=$build/corpus
crashes=$build/crashes
mkdir -p "$corpus" "$crashes"

if ! HABIT_FUZZ=1 swift build -c release --build-path "$build" --product HabitFuzz > "$build/build.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$build/build.log" | tail -30 >&2
    exit 1
fi
binary=$(HABIT_FUZZ=1 swift build -c release --build-path "$build" --product HabitFuzz --show-bin-path)/HabitFuzz

index=0
for kind in habits log config; do
    for seed in Fixtures/fuzz/$kind/*; do
        out="$corpus/seed-$kind-$(basename "$seed")"
        { printf "\\$(printf '%03o' "$index")"; cat "$seed"; } > "$out"
    done
    index=$((index + 1))
done

set +e
"$binary" -max_total_time="$seconds" -max_len=4096 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "$corpus" 2> "$build/fuzz.log"
status=$?
set -e
runs=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$build/fuzz.log" | grep -Eo '[0-9]+$' || echo 0)
found=$(find "$crashes" -type f | wc -l | tr -d ' ')
echo "fuzz: ${seconds}s, $runs inputs, $(find "$corpus" -type f | wc -l | tr -d ' ') in corpus, $found crashes"
if [ "$status" -ne 0 ] || [ "$found" -ne 0 ]; then
    tail -30 "$build/fuzz.log" >&2
    exit 1
fi
