#!/usr/bin/env bash
# The real file-sync check (docs/sync.md, "The real file-sync check"): a laptop and a
# phone share one data directory through two real Syncthing instances
# (scripts/syncthing-pair.sh), without git, and record a week of checks on both.
#
#   scripts/file-sync-check.sh [HABIT_BINARY]     default .build/release/habit
#
# Each device has its own data directory (the folder Syncthing shares), state directory,
# HABIT_HOST and a clock pinned per simulated day, three minutes apart from the other's.
# Day 1 the laptop adds a check habit and a numeric one and runs `habit sync`. Every day
# both check, with identical amounts on both every day; on some days both write before
# they meet, on others one waits for the other; on day 3 both also edit (the laptop a
# goal, the phone a name and a setting) before they meet. Then the devices meet, both run
# `habit sync`, and they meet again.
#
# What is right comes from the script, never from habit: every command that exits 0 adds
# its amount to a model (associative arrays) under the habit and day it named, or sets the
# field it edited. At the end both devices must show the model's name, goal and total of
# every habit, its amount on every day and the setting; `habit verify` and every `habit
# sync` must exit 0 on both, and no conflict copy of `habits` or `config` may be left.
# Prints PASS or FAIL with the counts and every difference; exit 1 on any.
# HABIT_KEEP_TMP=1 keeps the directories (and Syncthing's logs) for a look afterwards.
set -euo pipefail
# shellcheck source=scripts/syncthing-pair.sh
source "$(dirname "$0")/syncthing-pair.sh"
stpair_enter_netns "$0" "$@"
bin=$(realpath "${1:-.build/release/habit}")
[ -x "$bin" ] || { echo "file-sync-check: no habit binary at '$bin'" >&2; exit 64; }
started=$SECONDS

work=$(mktemp -d "${TMPDIR:-/tmp}/file-sync-check.XXXXXX")
stpair_start "$work" "$work/laptop" "$work/phone"

# The week, and each device's clock: minutes after midnight UTC, advanced by every command.
days=(2026-11-16 2026-11-17 2026-11-18 2026-11-19 2026-11-20 2026-11-21 2026-11-22)
declare -A minute=([laptop]=480 [phone]=477)
today=${days[0]}

declare -A model=()       # "HABIT DAY" -> the acknowledged amount (1 for a done check day)
declare -A defined=()     # "HABIT name", "HABIT goal", "config KEY" -> the acknowledged value
declare -A kind=()        # HABIT -> check or numeric
declare -A copies_seen=() # every conflict copy a meeting left, by name
acknowledged=0
edits=0
refused=()
syncs_ok=0
sync_failures=()
meetings=0
meeting_seconds=0

# on DEVICE ARGS…: runs habit as DEVICE would today; its stderr is kept in DEVICE.stderr.
on() {
    local device=$1
    shift
    minute[$device]=$((minute[$device] + 1))
    env -u XDG_DATA_HOME -u XDG_CONFIG_HOME TZ=UTC \
        HOME="$work/home-$device" XDG_STATE_HOME="$work/state-$device" \
        HABIT_HOME="$work/$device" HABIT_HOST="$device" HABIT_TODAY="$today" \
        HABIT_NOW="$(printf '%sT%02d:%02d:00Z' "$today" $((minute[$device] / 60)) $((minute[$device] % 60)))" \
        "$bin" "$@" 2>> "$work/$device.stderr"
}

# record DEVICE HABIT AMOUNT ARGS…: runs `habit ARGS…` on DEVICE; when it exits 0, the
# model takes AMOUNT for HABIT today (a check habit's day is done, whatever the count).
record() {
    local device=$1 habit=$2 amount=$3 key
    shift 3
    key="$habit $today"
    if on "$device" "$@" >> "$work/$device.stdout"; then
        acknowledged=$((acknowledged + 1))
        if [ "${kind[$habit]}" = check ]; then
            model[$key]=1
        else
            model[$key]=$((${model[$key]:-0} + amount))
        fi
    else
        refused+=("$today $device: habit $* (exit $?: $(tail -1 "$work/$device.stderr"))")
    fi
}

# edit DEVICE WHAT VALUE ARGS…: runs `habit ARGS…` on DEVICE; when it exits 0, the
# model takes VALUE for WHAT ("HABIT name", "HABIT goal" or "config KEY").
edit() {
    local device=$1 what=$2 value=$3
    shift 3
    if on "$device" "$@" >> "$work/$device.stdout"; then
        edits=$((edits + 1))
        defined[$what]=$value
    else
        refused+=("$today $device: habit $* (exit $?: $(tail -1 "$work/$device.stderr"))")
    fi
}

# must DEVICE ARGS…: a command the scenario cannot go on without.
must() {
    on "$@" >> "$work/$1.stdout" || { echo "FAIL: habit ${*:2} on $1: $(tail -1 "$work/$1.stderr")" >&2; exit 1; }
}

# habit_sync DEVICE: `habit sync` on DEVICE, its failures kept for the summary.
habit_sync() {
    if on "$1" sync >> "$work/$1.stdout"; then
        syncs_ok=$((syncs_ok + 1))
    else
        sync_failures+=("$today $1: habit sync (exit $?: $(tail -1 "$work/$1.stderr"))")
    fi
}

# The devices meet: Syncthing carries what changed until both folders are the same.
meet() {
    local start=$SECONDS name
    stpair_wait 60 || { echo "FAIL: Syncthing did not bring the devices in sync" >&2; exit 1; }
    meetings=$((meetings + 1))
    meeting_seconds=$((meeting_seconds + SECONDS - start))
    while read -r name; do
        [ -z "$name" ] || copies_seen[$name]=1
    done <<< "$(stpair_conflicts "$work/laptop")"
}

# Day 1: the laptop sets the habits up and shares them.
kind[water]=numeric
kind[stretch]=check
minute[laptop]=470
must laptop add water --every daily --target 8 --unit glasses --since "${days[0]}"
must laptop add stretch --every daily --since "${days[0]}"
defined=([water name]=water [water goal]=8 [stretch name]=stretch [stretch goal]=check [config week-start]=monday)
habit_sync laptop
meet

for i in "${!days[@]}"; do
    today=${days[i]}
    minute[laptop]=480
    minute[phone]=477
    # Both drink two glasses every day: identical amounts, to be counted twice.
    record laptop water 2 check water --value 2
    if [ $((i % 2)) = 1 ]; then
        # The phone writes after it has seen the laptop's day.
        meet
    fi
    record phone water 2 check water --value 2
    case $((i % 3)) in
        0) record laptop stretch 1 check stretch
           record phone stretch 1 check stretch ;;
        1) record phone stretch 1 check stretch
           record phone water 1 check water --value 1 ;;
        2) record laptop stretch 1 check stretch
           record laptop water 3 check water --value 3 ;;
    esac
    if [ "$i" = 2 ]; then
        # Both edit before they meet: `habits` on both, `config` on the phone.
        edit laptop "water goal" 10 edit water --target 10
        edit phone "stretch name" "Morning stretch" edit stretch --name "Morning stretch"
        edit phone "config week-start" sunday config week-start sunday
    fi
    meet
    habit_sync laptop
    habit_sync phone
    meet
done

# What each device shows at the end of the week: every habit's name, goal, total and
# every day's amount ("HABIT name S", "HABIT goal N|check", "HABIT total N" and
# "HABIT DAY N" lines, read through `show --month --json`), and the week's first day.
shown() {
    local device=$1 habit
    for habit in stretch water; do
        on "$device" show "$habit" --month --json \
            | jq -r --arg h "$habit" --arg from "${days[0]}" '
                "\($h) name \(.name)", "\($h) goal \(.goal.target // .goal.type)",
                "\($h) total \(.stats.total)",
                (.series[] | select(.date >= $from) | "\($h) \(.date) \(.value // 0)")' \
            || echo "$habit unreadable"
    done
    echo "config week-start $(on "$device" config week-start || echo unreadable)"
}
# The same lines from the model.
expected() {
    local habit day total
    for habit in stretch water; do
        echo "$habit name ${defined[$habit name]}"
        echo "$habit goal ${defined[$habit goal]}"
        total=0
        for day in "${days[@]}"; do total=$((total + ${model[$habit $day]:-0})); done
        echo "$habit total $total"
        for day in "${days[@]}"; do echo "$habit $day ${model[$habit $day]:-0}"; done
    done
    echo "config week-start ${defined[config week-start]}"
}

failures=()
expected > "$work/model.txt"
for device in laptop phone; do
    shown "$device" > "$work/$device.shown"
    if ! on "$device" verify > "$work/$device.verify" 2>&1; then
        failures+=("habit verify on $device: $(head -3 "$work/$device.verify")")
    fi
done
# Every line where the model, the laptop and the phone do not all agree.
differences=$(awk '
    FNR == 1 { file++ }
    {
        key = $1 " " $2; v = $0; sub(/^[^ ]+ [^ ]+ /, "", v); value[key, file] = v
        if (file == 1) keys[++n] = key
    }
    END {
        for (i = 1; i <= n; i++) {
            k = keys[i]
            if (value[k, 1] != value[k, 2] || value[k, 1] != value[k, 3])
                printf "    %s: model %s, laptop %s, phone %s\n", k, value[k, 1], value[k, 2], value[k, 3]
        }
    }' "$work/model.txt" "$work/laptop.shown" "$work/phone.shown")
cmp -s "$work/model.txt" "$work/laptop.shown" && cmp -s "$work/model.txt" "$work/phone.shown" \
    || failures+=("the devices do not show what was acknowledged:
${differences:-    (the lines read differ: see $work/*.shown)}")
left=$(stpair_conflicts "$work/laptop")
copies=${!copies_seen[*]}
echo "acknowledged: $(grep ' total ' "$work/model.txt" | sed 's/ total / /' | paste -sd, - | sed 's/,/, /g') in $acknowledged checks; $edits edits"
echo "conflict copies Syncthing made during the week: ${copies:-none}"
echo "conflict copies left at the end: $(echo ${left:-none})"
left=$(grep -E '^(habits|config)\.sync-conflict-' <<< "$left" || true)
[ -z "$left" ] || failures+=("conflict copies of habits or config left: $(echo $left)")
[ "${#refused[@]}" = 0 ] || failures+=("${#refused[@]} checks refused:$(printf '\n    %s' "${refused[@]}")")
[ "${#sync_failures[@]}" = 0 ] || failures+=("habit sync failed ${#sync_failures[@]} times, first: ${sync_failures[0]}")

summary="file-sync: ${#days[@]} days on 2 devices over Syncthing, $acknowledged checks and $edits edits acknowledged,"
summary+=" ${#refused[@]} refused, $syncs_ok syncs ok, ${#sync_failures[@]} failed,"
summary+=" $meetings meetings (${meeting_seconds} s), ${#copies_seen[@]} conflict copies made,"
summary+=" $((SECONDS - started)) s"
if [ "${#failures[@]}" = 0 ]; then
    echo "PASS $summary"
    [ -z "${HABIT_RELIABILITY_SUMMARY:-}" ] || echo "$summary, pass" >> "$HABIT_RELIABILITY_SUMMARY"
    exit 0
fi
printf 'FAIL: %s\n' "${failures[@]}"
echo "FAIL $summary"
[ -z "${HABIT_RELIABILITY_SUMMARY:-}" ] || echo "$summary, FAIL" >> "$HABIT_RELIABILITY_SUMMARY"
exit 1
