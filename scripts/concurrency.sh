#!/usr/bin/env bash
# Concurrency suite (docs/reliability.md, "The promises"): WORKERS processes each run CALLS
# `habit check` on distinct habit/day pairs against one data directory, while two more
# processes keep rewriting it (rename, edit, move — rename rewrites the log too).
# Afterwards every acknowledged check (exit 0) is in the log exactly once, no line is
# malformed, and `habit verify` exits 0.
#
#   scripts/concurrency.sh [WORKERS] [CALLS]      default 20 x 250
source "$(dirname "$0")/lib.sh"
workers=${1:-20}
calls=${2:-250}
export HABIT_TODAY=2026-11-21

for i in $(seq -w 0 $((workers - 1))); do habit add "w$i" --since 2000-01-01 >/dev/null; done
for k in 0 1; do
    habit add "r$k" --since 2000-01-01 >/dev/null
    for n in 0 1 2; do habit check "r$k" --date "$(day $((k * 10 + n)))" >/dev/null; done
done
mkdir -p "$work/out"
days "$calls" > "$work/days"

worker() {
    local i=$1 d
    while read -r d; do
        if habit check "w$i" --date "$d" >/dev/null 2>>"$work/out/err.$i"; then
            echo "$d w$i" >> "$work/out/acked.$i"
        else
            echo "$?" >> "$work/out/failed.$i"
        fi
    done < "$work/days"
}

rewriter() {
    local k=$1 n=0 id="r$1"
    while [ ! -e "$work/out/done" ]; do
        n=$((n + 1))
        case $((n % 4)) in
            1) habit rename "$id" "r${k}x" >/dev/null && id="r${k}x" ;;
            2) habit edit "$id" --name "Rewriter $k pass $n" >/dev/null ;;
            3) habit move "$id" --to $((n % 5 + 1)) >/dev/null ;;
            0) habit rename "$id" "r$k" >/dev/null && id="r$k" ;;
        esac && echo ok >> "$work/out/rewrites.$k" || echo "$?" >> "$work/out/rewrite-failed.$k"
    done
}

start=$(date +%s)
rewriter 0 & r0=$!
rewriter 1 & r1=$!
pids=()
for i in $(seq -w 0 $((workers - 1))); do worker "$i" & pids+=($!); done
wait "${pids[@]}"
touch "$work/out/done"
wait "$r0" "$r1"
seconds=$(( $(date +%s) - start ))

cat "$work"/out/acked.* 2>/dev/null | sort > "$work/acked" || true
acked=$(wc -l < "$work/acked" | tr -d ' ')
failed=$(lines "$work"/out/failed.*)
rewrites=$(lines "$work"/out/rewrites.*)
rewrite_failed=$(lines "$work"/out/rewrite-failed.*)
# Every acknowledged pair, counted in the log: each must appear exactly once.
grep -E '^[0-9]{4}-[0-9]{2}-[0-9]{2} w[0-9]+$' "$HABIT_HOME/log" | sort > "$work/logged" || true
present=$(comm -12 "$work/acked" <(sort -u "$work/logged") | wc -l | tr -d ' ')
duplicated=$(uniq -d "$work/logged" | wc -l | tr -d ' ')
missing=$(comm -23 "$work/acked" <(sort -u "$work/logged") | wc -l | tr -d ' ')
status=0
habit verify > "$work/verify" 2>&1 || status=$?
malformed=$(grep -c ':[0-9]*:[0-9]*: ' "$work/verify" || true)

summary "concurrency: $workers x $calls checks + 2 rewriters ($rewrites rewrites) in ${seconds}s: $acked acknowledged, $present present, $missing missing, $duplicated duplicated, $malformed malformed, $failed checks failed, $rewrite_failed rewrites failed, verify exit $status"
if [ "$missing" != 0 ] || [ "$duplicated" != 0 ] || [ "$malformed" != 0 ] || [ "$status" != 0 ] \
    || [ "$acked" -lt $((workers * calls)) ] || [ "$rewrite_failed" != 0 ]; then
    echo "concurrency: FAILED" >&2
    head -5 "$work"/out/err.* "$work/verify" >&2 2>/dev/null || true
    exit 1
fi
