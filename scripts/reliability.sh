#!/usr/bin/env bash
# The process-level reliability suites, one summary line each (docs/reliability.md):
# concurrency, linearizability, crash (one `log`, device files, `habit sync` between two
# devices), real I/O errors, and a bounded libFuzzer run.
#
# HABIT_RELIABILITY_LARGE=1 runs bigger versions (40 x 500 checks, 20 linearizability
# rounds, 1000 kills, 500 in device files and 200 of sync, 10 min of fuzzing). The in-process suites (time zones, mutation, fault injection, power
# loss, malformed input) run in `swift test`; `.ci/run` runs both.
set -euo pipefail
cd "$(dirname "$0")/.."
# The release binary, as users run it and as it ships (`HABIT_RELEASE=1`, Package.swift;
# `.ci/run` has built it already; HABIT_BIN overrides).
if [ -z "${HABIT_BIN:-}" ]; then
    HABIT_RELEASE=1 swift build -c release --disable-local-rpath --product habit >/dev/null
    HABIT_BIN="$(HABIT_RELEASE=1 swift build -c release --disable-local-rpath --show-bin-path)/habit"
fi
export HABIT_BIN

if [ "${HABIT_RELIABILITY_LARGE:-0}" = 1 ]; then
    workers=40 calls=500 kills=1000 device_kills=500 sync_kills=200 fuzz_seconds=600 rounds=20
else
    workers=20 calls=250 kills=300 device_kills=150 sync_kills=40 fuzz_seconds=45 rounds=5
fi

status=0
scripts/concurrency.sh "$workers" "$calls" || status=1
scripts/linearizability.sh "$rounds" || status=1
scripts/crash.sh "$kills" plain || status=1
scripts/crash.sh "$device_kills" devices || status=1
scripts/crash-sync.sh "$sync_kills" || status=1
scripts/real-errors.sh || status=1
if HABIT_FUZZ=1 swift build --build-path .build-fuzz --product HabitFuzz -c release >/dev/null 2>&1; then
    scripts/fuzz.sh "$fuzz_seconds" > .build-fuzz/summary || status=1
    line=$(cat .build-fuzz/summary)
else
    line="fuzz: skipped, this toolchain cannot build a -sanitize=fuzzer target"
fi
echo "$line"
if [ -n "${HABIT_RELIABILITY_SUMMARY:-}" ]; then echo "$line" >> "$HABIT_RELIABILITY_SUMMARY"; fi
exit "$status"
