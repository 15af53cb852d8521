#!/usr/bin/env bash
# Crash suite (docs/reliability.md, "The promises"): ITERATIONS times, start a loop of appends
# (`habit check`) or of rewrites (`rename`, `edit`, `move`, `archive`, `unarchive`, with
# checks in between), let it run for a random 0-400 ms, and `kill -9` the whole loop,
# whatever habit process is running (every fifth time also leaving a torn last line in
# the log). After each kill: the next write succeeds (moving the torn line to `rejects`), `habit verify` exits 0, no temporary file is left,
# and the renamed habit's history is whole under one id. At the end every acknowledged
# check is in the log exactly once.
#
#   scripts/crash.sh [ITERATIONS]      default 300
source "$(dirname "$0")/lib.sh"
iterations=${1:-300}
per_loop=40
export HABIT_TODAY=2099-12-31
set -m  # background jobs get their own process group, so kill reaches the habit child

for id in a b c z rw; do habit add "$id" --since 2000-01-01 >/dev/null; done
days $((2 * iterations * per_loop + 2 * iterations + 10)) > "$work/days"
for n in 1 2 3 4 5; do habit check rw --date "$(sed -n "${n}p" "$work/days")" >/dev/null; done
mkdir -p "$work/out"
: > "$work/acked"

appends() {  # appends DAYS-FILE HABIT
    local d
    while read -r d; do
        habit check "$2" --date "$d" >/dev/null 2>&1 && echo "$d $2" >> "$work/acked"
    done < "$1"
}

rewrites() {  # rewrites DAYS-FILE
    local d n=0 id
    while read -r d; do
        n=$((n + 1))
        id=$(grep -Eo '^rwx? ' "$HABIT_HOME/habits" | tr -d ' ')
        case $((n % 5)) in
            0) if [ "$id" = rw ]; then habit rename rw rwx; else habit rename rwx rw; fi ;;
            1) habit edit "$id" --name "pass $n" ;;
            2) habit move "$id" --to $((n % 4 + 1)) ;;
            3) habit archive "$id" ;;
            4) habit unarchive "$id" ;;
        esac >/dev/null 2>&1 || true
        habit check c --date "$d" >/dev/null 2>&1 && echo "$d c" >> "$work/acked"
    done < "$1"
}

kills=0 injected=0 next_failed=0 verify_failed=0 leftovers=0 split_history=0
start=$(date +%s)
it=0
# Until ITERATIONS kills have landed (a loop that ended before its kill does not count).
while [ "$kills" -lt "$iterations" ] && [ "$it" -lt $((iterations * 2)) ]; do
    it=$((it + 1))
    sed -n "$(( (it - 1) * per_loop + 1 )),$(( it * per_loop ))p" "$work/days" > "$work/loop-days"
    case $((it % 3)) in
        0) rewrites "$work/loop-days" & ;;
        1) appends "$work/loop-days" a & ;;
        2) appends "$work/loop-days" b & ;;
    esac
    pid=$!
    sleep "0.$(printf '%03d' $((RANDOM % 400)))"
    kill -9 -- "-$pid" 2>/dev/null && kills=$((kills + 1))
    wait "$pid" 2>/dev/null || true
    # Every fifth time, also a torn last line, as a power loss mid-append (or a hand edit
    # with `echo -n`) leaves: the next write must move it to `rejects`.
    if [ $((it % 5)) = 0 ]; then
        printf '2099-12-3' >> "$HABIT_HOME/log"
        injected=$((injected + 1))
    fi
    # The next command: a write, which repairs a torn tail.
    d=$(sed -n "$((2 * iterations * per_loop + it))p" "$work/days")
    if habit check z --date "$d" >/dev/null 2>"$work/out/next.err"; then
        echo "$d z" >> "$work/acked"
    else
        next_failed=$((next_failed + 1))
        cat "$work/out/next.err" >&2
    fi
    if ! habit verify > "$work/out/verify" 2>&1; then
        verify_failed=$((verify_failed + 1))
        head -3 "$work/out/verify" >&2
    fi
    if ls -A "$HABIT_HOME" | grep -q '\.tmp$'; then
        leftovers=$((leftovers + 1))
        ls -A "$HABIT_HOME" >&2
    fi
    # The rename loop's habit: all five entries under the id `habits` has.
    id=$(grep -Eo '^rwx? ' "$HABIT_HOME/habits" | tr -d ' ')
    if [ "$(grep -cE "^[0-9-]+ $id\$" "$HABIT_HOME/log")" != 5 ]; then
        split_history=$((split_history + 1))
    fi
done
seconds=$(( $(date +%s) - start ))

sort "$work/acked" > "$work/acked.sorted"
grep -E '^[0-9]{4}-[0-9]{2}-[0-9]{2} [abcz]$' "$HABIT_HOME/log" | sort > "$work/logged" || true
acked=$(wc -l < "$work/acked.sorted" | tr -d ' ')
missing=$(comm -23 "$work/acked.sorted" <(sort -u "$work/logged") | wc -l | tr -d ' ')
duplicated=$(uniq -d "$work/logged" | wc -l | tr -d ' ')
torn=$(lines "$HABIT_HOME/rejects")

summary "crash: $kills kill -9 in ${seconds}s: $acked acknowledged, $missing missing, $duplicated duplicated, $torn of $injected torn last lines moved to rejects, $next_failed next commands failed, $verify_failed verify failures, $leftovers temp files left, $split_history renames split across ids"
if [ "$missing" != 0 ] || [ "$duplicated" != 0 ] || [ "$next_failed" != 0 ] || [ "$verify_failed" != 0 ] \
    || [ "$leftovers" != 0 ] || [ "$split_history" != 0 ] || [ "$kills" -lt "$iterations" ] \
    || [ "$torn" != "$injected" ]; then
    echo "crash: FAILED" >&2
    exit 1
fi
