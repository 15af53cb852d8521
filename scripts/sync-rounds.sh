#!/usr/bin/env bash
# Runs the sync suites N rounds in a row, each round with a fresh seed (docs/sync.md,
# "Proof"): the fold's model test (DeviceModelTests) and the model test over the built
# binary (SyncModelTests), each with its fixed seeds and one more from HABIT_SYNC_SEED.
#
#   scripts/sync-rounds.sh [N]       default 20
#
# Uses the tests already built (`swift build --build-tests` first). Prints one line per
# round with its seeds and pass or fail, then the counts; a failing round's output is
# kept in .build/sync-rounds/ROUND.log. Exit 1 when any round failed.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-20}
filter='DeviceModelTests|SyncModelTests'
logs=.build/sync-rounds
mkdir -p "$logs"
passed=0
failed=0
seed() { od -An -N4 -tu4 /dev/urandom | tr -d ' '; }
for round in $(seq 1 "$rounds"); do
    sync_seed=$(seed)
    log="$logs/$round.log"
    if HABIT_SYNC_SEED=$sync_seed \
        swift test --skip-build --filter "$filter" > "$log" 2>&1; then
        passed=$((passed + 1))
        echo "round $round: pass (HABIT_SYNC_SEED=$sync_seed)"
        rm -f "$log"
    else
        failed=$((failed + 1))
        echo "round $round: FAIL (HABIT_SYNC_SEED=$sync_seed), see $log"
    fi
done
echo "$passed of $rounds rounds passed, $failed failed"
[ "$failed" -eq 0 ]
