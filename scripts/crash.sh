#!/usr/bin/env bash
# Crash suite (docs/reliability.md, "The promises"): ITERATIONS times, start a loop of appends
# (`habit check`) or of rewrites (`rename`, `edit`, `move`, `archive`, `unarchive`, with
# checks in between), let it run for a random 0-400 ms, and `kill -9` the whole loop,
# whatever habit process is running (every fifth time also leaving a torn last line in
# the file the checks append to). After each kill: the next write succeeds, `habit verify`
# exits 0, no temporary file is left (in the data directory or the machine's state
# directory), and the renamed habit's history is whole under one id. At the end every
# acknowledged check counts exactly once, read through `habit export`.
#
# LAYOUT `plain` is one `log` (the next write moves a torn line to `rejects`); `devices`
# is a data directory moved to device files by `habit sync` in a folder without git
# (docs/sync.md): every write appends to `devices/NAME.log` and makes the snapshots anew,
# the loops also run `habit sync`, and a torn line stays a line of its own.
#
#   scripts/crash.sh [ITERATIONS] [plain|devices]      default 300 plain
source "$(dirname "$0")/lib.sh"
iterations=${1:-300}
layout=${2:-plain}
per_loop=40
export HABIT_TODAY=2099-12-31
export XDG_STATE_HOME="$work/state" HABIT_HOST=crash LC_ALL=C
mkdir -p "$XDG_STATE_HOME"
set -m  # background jobs get their own process group, so kill reaches the habit child

case $layout in
    plain | devices) ;;
    *) echo "crash: unknown layout '$layout' (plain or devices)" >&2; exit 64 ;;
esac
# Numeric habits, checked with `--value 1`: a check counted twice shows as 2.
for id in a b c z; do habit add "$id" --since 2000-01-01 --target 1 >/dev/null; done
habit add rw --since 2000-01-01 >/dev/null
days $((2 * iterations * per_loop + 2 * iterations + 10)) > "$work/days"
for n in 1 2 3 4 5; do habit check rw --date "$(sed -n "${n}p" "$work/days")" >/dev/null; done
if [ "$layout" = devices ]; then habit sync >/dev/null; fi
mkdir -p "$work/out"
: > "$work/acked"

# The file a torn line goes to: `log`, or this machine's device file (its registry's name).
appended_file() {
    if [ "$layout" = plain ]; then echo "$HABIT_HOME/log"; return; fi
    echo "$HABIT_HOME/devices/$(cut -d' ' -f1 "$XDG_STATE_HOME/habit/devices").log"
}

# The renamed habit's id now, as `habit export` gives it.
rw_id() { habit export 2>/dev/null | awk -F, '$1 == "habit" && $2 ~ /^rwx?$/ { print $2 }'; }

appends() {  # appends DAYS-FILE HABIT
    local d n=0
    while read -r d; do
        n=$((n + 1))
        habit check "$2" --date "$d" --value 1 >/dev/null 2>&1 && echo "$d $2" >> "$work/acked"
        if [ "$layout" = devices ] && [ $((n % 8)) = 0 ]; then habit sync >/dev/null 2>&1 || true; fi
    done < "$1"
}

rewrites() {  # rewrites DAYS-FILE
    local d n=0 id
    while read -r d; do
        n=$((n + 1))
        id=$(rw_id)
        case $((n % 5)) in
            0) if [ "$id" = rw ]; then habit rename rw rwx; else habit rename rwx rw; fi ;;
            1) habit edit "$id" --name "pass $n" ;;
            2) habit move "$id" --to $((n % 4 + 1)) ;;
            3) habit archive "$id" ;;
            4) habit unarchive "$id" ;;
        esac >/dev/null 2>&1 || true
        habit check c --date "$d" --value 1 >/dev/null 2>&1 && echo "$d c" >> "$work/acked"
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
    # with `echo -n`) leaves: the next write must not join its own line to it.
    if [ $((it % 5)) = 0 ]; then
        printf '2099-12-3' >> "$(appended_file)"
        injected=$((injected + 1))
    fi
    # The next command: a write, which repairs a torn tail.
    d=$(sed -n "$((2 * iterations * per_loop + it))p" "$work/days")
    if habit check z --date "$d" --value 1 >/dev/null 2>"$work/out/next.err"; then
        echo "$d z" >> "$work/acked"
    else
        next_failed=$((next_failed + 1))
        cat "$work/out/next.err" >&2
    fi
    if ! habit verify > "$work/out/verify" 2>&1; then
        verify_failed=$((verify_failed + 1))
        head -3 "$work/out/verify" >&2
    fi
    if find "$HABIT_HOME" "$XDG_STATE_HOME" -name '*.tmp' | grep -q .; then
        leftovers=$((leftovers + 1))
        find "$HABIT_HOME" "$XDG_STATE_HOME" -name '*.tmp' >&2
    fi
    # The rename loop's habit: all five entries under the id it has now, none elsewhere.
    habit export > "$work/out/export"
    id=$(awk -F, '$1 == "habit" && $2 ~ /^rwx?$/ { print $2 }' "$work/out/export")
    if [ "$(grep -cE '^entry,rwx?,' "$work/out/export")" != 5 ] || [ "$(grep -c "^entry,$id," "$work/out/export")" != 5 ]; then
        split_history=$((split_history + 1))
    fi
done
seconds=$(( $(date +%s) - start ))

# Every acknowledged check, as `habit export` gives each day: `=1` once, `=2` twice.
sort -u "$work/acked" > "$work/acked.sorted"
habit export | awk -F, '$1 == "entry" && $2 ~ /^[abcz]$/ { print $10 " " $2 " " $11 }' | sort > "$work/counted"
acked=$(wc -l < "$work/acked.sorted" | tr -d ' ')
missing=$(join -v1 -j1 <(sed 's/ /_/' "$work/acked.sorted") <(sed 's/ /_/' "$work/counted") | wc -l | tr -d ' ')
duplicated=$(grep -vc ' =1$' "$work/counted" || true)
if [ "$layout" = plain ]; then
    torn=$(lines "$HABIT_HOME/rejects")
    torn_kept="moved to rejects"
else
    torn=$(grep -hx '2099-12-3' "$HABIT_HOME"/devices/*.log | wc -l | tr -d ' ')
    torn_kept="left on a line of their own"
fi
devices=""
if [ "$layout" = devices ]; then devices=", $(ls "$HABIT_HOME/devices" | wc -l | tr -d ' ') device files"; fi

summary "crash ($layout): $kills kill -9 in ${seconds}s: $acked acknowledged, $missing missing, $duplicated duplicated, $torn of $injected torn last lines $torn_kept, $next_failed next commands failed, $verify_failed verify failures, $leftovers temp files left, $split_history renames split across ids$devices"
if [ "$missing" != 0 ] || [ "$duplicated" != 0 ] || [ "$next_failed" != 0 ] || [ "$verify_failed" != 0 ] \
    || [ "$leftovers" != 0 ] || [ "$split_history" != 0 ] || [ "$kills" -lt "$iterations" ] \
    || [ "$torn" != "$injected" ]; then
    echo "crash ($layout): FAILED" >&2
    exit 1
fi
