#!/usr/bin/env bash
# Linearizability suite (docs/reliability.md): writers and rewriters on one data
# directory at once, then a check that the files tell one consistent story.
#
# Each round starts from a fresh directory with four habits:
#   h0, h1  edited (name) and archived/unarchived by one rewriter each, while the writers
#           check, skip, uncheck and backdate them;
#   R       renamed r <-> rx over and over (and its name edited) by a third rewriter;
#   d       removed once, part-way through, by a fourth.
# WRITERS processes each run OPS operations (check, skip, uncheck, and every seventh a
# check on a day before `since`, which moves `since` back, with `--yes` as a move of more
# than 31 days needs). Every operation has a day of
# its own, so each acknowledged one (exit 0) names exactly one log line.
#
# Afterwards:
# - every acknowledged write is present, exactly once, under the id its habit has now
#   (R's entries follow its renames; d's are gone with it);
# - no log line names a habit that does not exist, and `add d` starts with no history;
# - each habit's name and archived state are the last acknowledged edit's;
# - each habit's `since` is the earliest of its first day and its acknowledged backdates;
# - `habit verify` exits 0.
#
# Meanwhile `.lock` is deleted (`rm`) or replaced (another file moved over it, as restore
# and sync tools do) every 20-70 ms: that must never let a second writer in.
# An asker adds habits q1, q2, … one at a time; each is asked about by `habit ask qJ`
# reading "n" from a pipe half a second late, while `habit check qJ` runs: a check acknowledged while
# `ask` waits must not be written over by its answer (docs/reliability.md). Afterwards
# every acknowledged check or skip is still its day's last line (only `ask` writes `no`).
# The other habits' rewriters run meanwhile, so each answer is checked under the lock
# while `habits` and `log` are being rewritten.
#
# A fifth habit, `pad`, starts with PAD log lines, so every command reads a long log and
# the time between reading the files and writing them is as long as it is for real use.
#
#   scripts/linearizability.sh [ROUNDS] [WRITERS] [OPS] [PAD]    default 5 x 4 x 40, 20000
source "$(dirname "$0")/lib.sh"
rounds=${1:-5}
writers=${2:-4}
ops=${3:-40}
pad=${4:-20000}
export HABIT_TODAY=2026-11-21

# Days 1990-01-01 + n: the backdates (all before every habit's first day, 2000-01-01).
old_day() { date -u -d "1990-01-01 + $1 days" +%F 2>/dev/null || date -u -j -v+"$1"d -f %F 1990-01-01 +%F; }

# The id R has in the habits file now (r or rx).
r_id() { grep -Eo '^rx? ' "$HABIT_HOME/habits" | tr -d ' ' | head -1; }

writer() {  # writer INDEX
    local i=$1 k day target id action n
    for k in $(seq 0 $((ops - 1))); do
        n=$((i * ops + k))
        target=$(echo h0 h1 R d | cut -d' ' -f$((k % 4 + 1)))
        if [ $((k % 7)) = 6 ] && [ "$target" != d ]; then
            action=done day=$(old_day "$n")
        else
            action=$(echo done skip clear | cut -d' ' -f$((k / 4 % 3 + 1)))
            day=$(sed -n "$((n + 1))p" "$work/days")
        fi
        for id in $( [ "$target" = R ] && echo r rx || echo "$target"); do
            case $action in
                done) habit check "$id" --date "$day" --yes ;;
                skip) habit skip "$id" --date "$day" ;;
                clear) habit uncheck "$id" --date "$day" ;;
            esac >/dev/null 2>>"$work/out/err.$i" && { echo "$target $action $day" >> "$work/out/acked.$i"; break; }
        done
    done
}

editor() {  # editor HABIT: names and archive state, one change at a time
    local h=$1 n=0
    while [ ! -e "$work/out/done" ]; do
        n=$((n + 1))
        case $((n % 3)) in
            0) habit edit "$h" --name "${h}pass$n" >/dev/null 2>&1 && echo "name ${h}pass$n" >> "$work/out/edits.$h" ;;
            1) habit archive "$h" >/dev/null 2>&1 && echo "archived yes" >> "$work/out/edits.$h" ;;
            2) habit unarchive "$h" >/dev/null 2>&1 && echo "archived no" >> "$work/out/edits.$h" ;;
        esac
    done
}

renamer() {  # R: renamed back and forth, its name edited in between
    local n=0 id=r
    while [ ! -e "$work/out/done" ]; do
        n=$((n + 1))
        if [ $((n % 2)) = 1 ]; then
            local to=$([ "$id" = r ] && echo rx || echo r)
            habit rename "$id" "$to" >/dev/null 2>>"$work/out/err.rename" && id=$to
        else
            habit edit "$id" --name "Rpass$n" >/dev/null 2>&1 && echo "name Rpass$n" >> "$work/out/edits.R"
        fi
    done
}

lock_replacer() {  # .lock deleted or replaced while writers hold it
    local n=0
    while [ ! -e "$work/out/done" ]; do
        n=$((n + 1))
        if [ $((n % 2)) = 1 ]; then
            rm -f "$HABIT_HOME/.lock"
        else
            : > "$work/out/lock.new" && mv -f "$work/out/lock.new" "$HABIT_HOME/.lock"
        fi
        echo x >> "$work/out/lock-replacements"
        sleep "0.0$((RANDOM % 5 + 2))"
    done
}

asker() {  # qJ: `ask` waits on a pipe while a check of the same day goes through
    local j=0 asking
    while [ ! -e "$work/out/done" ]; do
        j=$((j + 1))
        habit add "q$j" --since 2000-01-01 >/dev/null 2>> "$work/out/err.ask" || continue
        { sleep 0.5; echo n; } | habit ask "q$j" --date "$HABIT_TODAY" >> "$work/out/asked" 2>> "$work/out/err.ask" &
        asking=$!
        sleep "0.$(printf '%03d' $((RANDOM % 300 + 100)))"
        if habit check "q$j" --date "$HABIT_TODAY" >/dev/null 2>> "$work/out/err.ask"; then
            echo "q$j done $HABIT_TODAY" >> "$work/out/acked.ask"
        fi
        wait "$asking" || true
    done
}

remover() {
    sleep "0.$(printf '%03d' $((RANDOM % 600 + 200)))"
    habit remove d --yes >/dev/null 2>&1 && echo removed > "$work/out/removed"
}

# The value of KEY= on HABIT's line of the habits file (names here have no spaces).
field() { grep -E "^$1 " "$HABIT_HOME/habits" | tr ' ' '\n' | sed -n "s/^$2=//p" | tr -d '"'; }

days $((writers * ops)) > "$work/days.all"
days "$pad" | sed 's/$/ pad/' > "$work/pad"
total_acked=0 total_missing=0 total_duplicated=0 total_orphans=0 total_lost_edits=0 total_since=0
total_resurrected=0 total_verify=0 total_rewrites=0 total_lock_replacements=0 failed_rounds=0 total_overridden=0 total_meanwhile=0
start=$(date +%s)
for round in $(seq 1 "$rounds"); do
    rm -rf "$HABIT_HOME" "$work/out"
    mkdir -p "$work/out"
    # Days after 2000-01-01, one per operation.
    sed -n "1,$((writers * ops))p" "$work/days.all" > "$work/days"
    for h in h0 h1 r d pad; do habit add "$h" --since 2000-01-01 >/dev/null; done
    head -n "$pad" "$work/pad" >> "$HABIT_HOME/log"
    editor h0 & e0=$!
    editor h1 & e1=$!
    renamer & rn=$!
    remover & rm_pid=$!
    lock_replacer & lr=$!
    asker & ak=$!
    pids=()
    for i in $(seq 0 $((writers - 1))); do writer "$i" & pids+=($!); done
    wait "${pids[@]}" "$rm_pid"
    touch "$work/out/done"
    wait "$e0" "$e1" "$rn" "$lr" "$ak"

    cat "$work"/out/acked.* 2>/dev/null | sort > "$work/acked" || true
    rid=$(r_id)
    final() { case $1 in R) echo "$rid" ;; *) echo "$1" ;; esac; }
    # Log lines as "id action day".
    grep -Ev '^[[:space:]]*(#|$)' "$HABIT_HOME/log" \
        | awk '{a = ($3 == "" || substr($3, 1, 1) == "#") ? "done" : $3; print $2, a, $1}' | sort > "$work/logged"
    missing=0 duplicated=0 acked=0
    while read -r target action day; do
        acked=$((acked + 1))
        if [ "$target" = d ] && [ -e "$work/out/removed" ]; then continue; fi  # gone with it
        count=$(grep -cx "$(final "$target") $action $day" "$work/logged" || true)
        if [ "$count" = 0 ]; then missing=$((missing + 1)); fi
        if [ "$count" -gt 1 ]; then duplicated=$((duplicated + 1)); fi
    done < "$work/acked"
    # An acknowledged check or skip is still its day's last line: no `ask` answer after it.
    grep -Ev '^[[:space:]]*(#|$)' "$HABIT_HOME/log" \
        | awk '{a = ($3 == "" || substr($3, 1, 1) == "#") ? "done" : $3; print $2, $1, a}' > "$work/ordered"
    overridden=0
    while read -r target action day; do
        if [ "$action" = clear ]; then continue; fi
        last=$(grep -F " $day " "$work/ordered" | awk -v id="$(final "$target")" '$1 == id {a = $3} END {print a}')
        if [ "$last" = no ]; then overridden=$((overridden + 1)); fi
    done < "$work/acked"
    meanwhile=$(grep -c 'answered meanwhile' "$work/out/asked" 2>/dev/null || true)
    ids=$(grep -Eo '^[a-z0-9_-]+' "$HABIT_HOME/habits" | sort -u)
    orphans=$(awk '{print $1}' "$work/logged" | sort -u | comm -23 - <(echo "$ids") | wc -l | tr -d ' ')
    # The last acknowledged edit of each habit holds.
    lost_edits=0
    for h in h0 h1 R; do
        id=$(final "$h")
        last_name=$(grep '^name ' "$work/out/edits.$h" 2>/dev/null | tail -1 | cut -d' ' -f2)
        if [ -n "$last_name" ] && [ "$(field "$id" name)" != "$last_name" ]; then lost_edits=$((lost_edits + 1)); fi
        if [ "$h" != R ]; then
            last_archive=$(grep '^archived ' "$work/out/edits.$h" 2>/dev/null | tail -1 | cut -d' ' -f2)
            now=$(grep -Eq "^$id .* archived( |$)" "$HABIT_HOME/habits" && echo yes || echo no)
            if [ -n "$last_archive" ] && [ "$now" != "$last_archive" ]; then lost_edits=$((lost_edits + 1)); fi
        fi
    done
    # `since` is the earliest acknowledged backdate (or the first day).
    wrong_since=0
    for h in h0 h1 R; do
        expected=$( (echo 2000-01-01; awk -v h="$h" '$1 == h && $2 != "clear" {print $3}' "$work/acked") | sort | head -1)
        if [ "$(field "$(final "$h")" since)" != "$expected" ]; then wrong_since=$((wrong_since + 1)); fi
    done
    resurrected=0
    if [ -e "$work/out/removed" ]; then
        habit add d --since 2000-01-01 >/dev/null
        if ! habit log d 2>/dev/null | grep -q '^No entries for'; then resurrected=1; fi
    fi
    verify=0
    habit verify >/dev/null 2>&1 || verify=1
    rewrites=$(lines "$work"/out/edits.*)
    total_acked=$((total_acked + acked)) total_missing=$((total_missing + missing))
    total_duplicated=$((total_duplicated + duplicated)) total_orphans=$((total_orphans + orphans))
    total_lost_edits=$((total_lost_edits + lost_edits)) total_since=$((total_since + wrong_since))
    total_resurrected=$((total_resurrected + resurrected)) total_verify=$((total_verify + verify))
    total_rewrites=$((total_rewrites + rewrites))
    total_lock_replacements=$((total_lock_replacements + $(lines "$work/out/lock-replacements")))
    total_overridden=$((total_overridden + overridden)) total_meanwhile=$((total_meanwhile + ${meanwhile:-0}))
    if [ $((missing + duplicated + orphans + lost_edits + wrong_since + resurrected + verify + overridden)) != 0 ]; then
        failed_rounds=$((failed_rounds + 1))
        echo "round $round: $missing missing, $duplicated duplicated, $orphans orphan ids, $lost_edits lost edits, $wrong_since wrong since, $resurrected resurrected, verify $verify, $overridden overridden by ask" >&2
        if [ "${HABIT_KEEP_TMP:-0}" = 1 ]; then cp -r "$HABIT_HOME" "$work/failed-round-$round"; fi
    fi
done
seconds=$(( $(date +%s) - start ))

summary "linearizability: $rounds rounds x ($writers writers x $ops ops + 4 rewriters, $total_rewrites acknowledged edits, $total_lock_replacements times .lock deleted or replaced) in ${seconds}s: $total_acked acknowledged writes, $total_missing missing, $total_duplicated duplicated, $total_orphans orphan ids, $total_lost_edits lost edits, $total_since wrong since, $total_resurrected resurrected histories, $total_verify verify failures, $total_overridden checks written over by ask ($total_meanwhile answers left as is), $failed_rounds failed rounds"
if [ "$failed_rounds" != 0 ]; then
    echo "linearizability: FAILED" >&2
    exit 1
fi
