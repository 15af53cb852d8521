#!/usr/bin/env bash
# Sync crash suite (docs/reliability.md, "The promises"; docs/sync.md): two devices share
# a local bare remote through `habit sync init`. ITERATIONS times, device a runs a loop of
# `habit check` and `habit sync` that is killed (`kill -9`, the whole process group, git
# too) after a random 0-1.5 s, while device b checks and syncs twice beside it. After
# each kill: a's next `check` and `sync` succeed (git's lock files younger than a minute
# are named, exit 1, as documented; they are aged and the sync run again), `habit verify` exits
# 0, no temporary file is left in the data directory or the state directory, and no git
# lock outlives the next sync. Every command of b succeeds, but for a sync that lost the
# race to push three times running (exit 74, counted). At the end, after syncs both
# ways, every acknowledged check counts exactly once on both devices (read through
# `habit export`), and both export the same entries.
#
#   scripts/crash-sync.sh [ITERATIONS]      default 40
source "$(dirname "$0")/lib.sh"
iterations=${1:-40}
per_loop=10
export HABIT_TODAY=2099-12-31 LC_ALL=C GIT_CONFIG_NOSYSTEM=1 HOME="$work/home"
set -m  # background jobs get their own process group, so kill reaches habit and git

# Runs habit on device DEVICE: its own data directory, state directory and host name.
on() {
    local device=$1
    shift
    HABIT_HOME="$work/$device/data" XDG_STATE_HOME="$work/$device/state" HABIT_HOST="$device" "$HABIT_BIN" "$@"
}

mkdir -p "$work/out" "$work/home" "$work/a/state" "$work/b/state"
git init -q --bare -b main "$work/remote.git"
on a add p --since 2000-01-01 --target 1 >/dev/null
on a add q --since 2000-01-01 --target 1 >/dev/null
on a sync init "$work/remote.git" >/dev/null
on b sync init "$work/remote.git" >/dev/null
# The remote's side of a push (`git-receive-pack`, which git runs itself for a local path)
# in a session of its own, as a server's is: the kill reaches a's git, never the remote's,
# which sees the push cut short and leaves no lock behind.
git -C "$work/a/data" config remote.origin.receivepack "setsid git-receive-pack"
days $((2 * iterations * per_loop + 2 * iterations + 10)) > "$work/days"
: > "$work/acked"
: > "$work/b-failed"
: > "$work/b-races"

a_loop() {  # a_loop DAYS-FILE: check p and sync, until killed
    local d
    while read -r d; do
        on a check p --date "$d" --value 1 >/dev/null 2>&1 && echo "$d p" >> "$work/acked"
        on a sync >/dev/null 2>&1 || true
    done < "$1"
}

b_loop() {  # b_loop DAYS-FILE: check q and sync, never killed
    local d
    while read -r d; do
        if on b check q --date "$d" --value 1 >/dev/null 2>"$work/out/b.err"; then
            echo "$d q" >> "$work/acked"
        else
            { echo "check $d"; cat "$work/out/b.err"; } >> "$work/b-failed"
        fi
        if ! on b sync >/dev/null 2>"$work/out/b.err"; then
            # Two devices pushing at once: the one that loses the race three times in a
            # row exits 74 (docs/sync.md); its lines go with its next sync.
            if grep -q "^habit: error: 'git push origin' failed" "$work/out/b.err"; then
                echo "race" >> "$work/b-races"
            else
                { echo "sync"; cat "$work/out/b.err"; } >> "$work/b-failed"
            fi
        fi
    done < "$1"
}

# No temporary file of habit's in the data directory (git's own folder aside) or the
# state directory.
temporaries() {
    find "$work/a/data" "$work/a/state" "$work/b/data" "$work/b/state" -path '*/.git' -prune -o -name '*.tmp' -print
}

kills=0 next_failed=0 young_locks=0 verify_failed=0 leftovers=0 git_locks=0
start=$(date +%s)
it=0
while [ "$kills" -lt "$iterations" ] && [ "$it" -lt $((iterations * 2)) ]; do
    it=$((it + 1))
    # Days of their own for a's loop (more than it gets through) and b's two checks.
    sed -n "$(( (it - 1) * per_loop + 1 )),$(( it * per_loop - 2 ))p" "$work/days" > "$work/a-days"
    sed -n "$(( it * per_loop - 1 )),$(( it * per_loop ))p" "$work/days" > "$work/b-days"
    b_loop "$work/b-days" 2>/dev/null &
    b_pid=$!
    a_loop "$work/a-days" &
    pid=$!
    sleep "$((RANDOM % 2)).$(printf '%03d' $((RANDOM % 500)))"
    kill -9 -- "-$pid" 2>/dev/null && kills=$((kills + 1))
    wait "$pid" 2>/dev/null || true
    wait "$b_pid" 2>/dev/null || true
    # The next commands on a: a check, then a sync.
    d=$(sed -n "$((2 * iterations * per_loop + it))p" "$work/days")
    if on a check p --date "$d" --value 1 >/dev/null 2>"$work/out/next.err"; then
        echo "$d p" >> "$work/acked"
    else
        next_failed=$((next_failed + 1))
        cat "$work/out/next.err" >&2
    fi
    if ! on a sync >/dev/null 2>"$work/out/sync.err"; then
        # docs/sync.md: a git lock younger than a minute may be another git's (exit 1,
        # named); once a minute old, the next sync clears it.
        if grep -q "is held by another git command" "$work/out/sync.err"; then
            young_locks=$((young_locks + 1))
            find "$work/a/data/.git" -name '*.lock' -exec touch -d '2 minutes ago' {} +
        fi
        if ! on a sync >/dev/null 2>"$work/out/sync.err"; then
            next_failed=$((next_failed + 1))
            cat "$work/out/sync.err" >&2
        fi
    fi
    if ! on a verify > "$work/out/verify" 2>&1; then
        verify_failed=$((verify_failed + 1))
        head -3 "$work/out/verify" >&2
    fi
    if temporaries | grep -q .; then
        leftovers=$((leftovers + 1))
        temporaries >&2
    fi
    if find "$work/a/data/.git" "$work/remote.git" -name '*.lock' | grep -q .; then
        git_locks=$((git_locks + 1))
        find "$work/a/data/.git" "$work/remote.git" -name '*.lock' >&2
    fi
done
seconds=$(( $(date +%s) - start ))

# Syncs both ways, then every acknowledged check counts once on each device.
final_failed=0
for device in a b a b; do on "$device" sync >/dev/null 2>&1 || final_failed=$((final_failed + 1)); done
sort -u "$work/acked" > "$work/acked.sorted"
acked=$(wc -l < "$work/acked.sorted" | tr -d ' ')
missing=0 duplicated=0
for device in a b; do
    on "$device" verify >/dev/null 2>&1 || verify_failed=$((verify_failed + 1))
    on "$device" export | awk -F, '$1 == "entry" { print $10 "_" $2 " " $11 }' | sort > "$work/counted-$device"
    missing=$((missing + $(join -v1 <(sed 's/ /_/' "$work/acked.sorted") "$work/counted-$device" | wc -l)))
    duplicated=$((duplicated + $(grep -vc ' =1$' "$work/counted-$device" || true)))
done
differ=0
cmp -s "$work/counted-a" "$work/counted-b" || differ=1
b_failed=$(grep -cE '^(check|sync)' "$work/b-failed" || true)
races=$(lines "$work/b-races")
if [ "$b_failed" != 0 ]; then head -20 "$work/b-failed" >&2; fi

summary "crash (sync): $kills kill -9 of a check-and-sync loop in ${seconds}s, the other device checking and syncing: $acked acknowledged, $missing missing, $duplicated duplicated (over both devices after a final sync), $differ exports differing, $next_failed next commands failed, $young_locks git locks younger than a minute named, $git_locks git locks left after a sync, $verify_failed verify failures, $leftovers temp files left, $b_failed commands failed on the other device ($races more syncs there lost a push race three times), $final_failed final syncs failed"
if [ "$missing" != 0 ] || [ "$duplicated" != 0 ] || [ "$differ" != 0 ] || [ "$next_failed" != 0 ] \
    || [ "$git_locks" != 0 ] || [ "$verify_failed" != 0 ] || [ "$leftovers" != 0 ] || [ "$b_failed" != 0 ] \
    || [ "$final_failed" != 0 ] || [ "$kills" -lt "$iterations" ]; then
    echo "crash (sync): FAILED" >&2
    exit 1
fi
