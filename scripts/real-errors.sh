#!/usr/bin/env bash
# Real I/O errors (docs/reliability.md, "The promises"): a full disk, a read-only data directory
# and an unwritable log. Each write must fail with exit 74 and a message naming the
# path and the cause, leave the data files byte for byte as they were and leave no
# temporary file; once the cause is gone the next command works and `verify` exits 0.
#
# A backdate that fails on a full disk part-way (the log appended, `habits` not yet
# rewritten) leaves the files as before, and the retry counts once.
#
# Uses small tmpfs mounts and read-only bind mounts (root with mount permission); as a
# non-root user, file modes stand in for the read-only cases; when neither works the
# case is skipped with a notice. A log that is a symbolic link to /dev/full must be
# refused as not a regular file.
source "$(dirname "$0")/lib.sh"
export HABIT_TODAY=2026-11-21
checks=0 failures=0 skipped=()
mnt="$work/mnt"
mkdir -p "$mnt"
# Unmount whatever is still mounted before the work directory is removed.
trap 'umount "$mnt/data/log" 2>/dev/null || true; umount "$mnt" 2>/dev/null || true; chmod -R u+w "$work" 2>/dev/null || true; cleanup' EXIT

hashes() { (cd "$HABIT_HOME" && for f in habits log config rejects; do [ -f "$f" ] && cksum "$f"; done; true); }

# expect CODE PATTERN -- COMMAND...: the command exits CODE with PATTERN in its stderr,
# and the data files are unchanged.
expect() {
    local code=$1 pattern=$2 before after status=0
    shift 3
    before=$(hashes)
    habit "$@" >/dev/null 2>"$work/err" || status=$?
    after=$(hashes)
    checks=$((checks + 1))
    if [ "$status" != "$code" ] || ! grep -q -- "$pattern" "$work/err" || [ "$before" != "$after" ] \
        || ls -A "$HABIT_HOME" | grep -q '\.tmp$'; then
        failures=$((failures + 1))
        echo "real-errors: 'habit $*' exit $status (wanted $code, '$pattern'), files changed: $([ "$before" != "$after" ] && echo yes || echo no): $(cat "$work/err")" >&2
    fi
}

# ok COMMAND...: the command succeeds.
ok() {
    checks=$((checks + 1))
    if ! habit "$@" >/dev/null 2>"$work/err"; then
        failures=$((failures + 1))
        echo "real-errors: 'habit $*' failed: $(cat "$work/err")" >&2
    fi
}

populate() {
    export HABIT_HOME="$1"
    habit add meditate --since 2026-01-01 >/dev/null
    habit add water --target 8 --unit glasses --since 2026-01-01 >/dev/null
    habit check meditate --date 2026-11-20 >/dev/null
    habit check water --value 3 --date 2026-11-20 >/dev/null
    # Pad the log to a whole number of 4 KiB pages, so that on a full tmpfs even a short
    # append needs a new page (a partly used last page would take it).
    local size pad
    size=$(wc -c < "$HABIT_HOME/log")
    pad=$(( (4096 - (size + 2) % 4096) % 4096 ))
    { printf '#'; head -c "$pad" /dev/zero | tr '\0' 'x'; printf '\n'; } >> "$HABIT_HOME/log"
}

writes() {  # the failing writes, each expected to exit 74 with PATTERN
    expect 74 "$1" -- check meditate
    expect 74 "$1" -- check water --value 2 --note "more"
    expect 74 "$1" -- skip meditate --from 2026-11-22 --to 2026-11-23
    expect 74 "$1" -- add gym --every 3/week
    expect 74 "$1" -- rename meditate sit
    expect 74 "$1" -- edit water --target 10
    expect 74 "$1" -- config week-start sunday
}

# /dev/full as the log: a device is refused rather than read without end.
if [ -c /dev/full ]; then
    populate "$work/devfull"
    rm "$HABIT_HOME/log"
    ln -s /dev/full "$HABIT_HOME/log"
    expect 74 "is not a regular file" -- check meditate
    expect 74 "is not a regular file" -- list
    rm "$HABIT_HOME/log"
    ok check meditate
    devfull="/dev/full as the log, "
fi

if mount -t tmpfs -o size=256k tmpfs "$mnt" 2>/dev/null; then
    # Full disk: fill the rest of a 256 KiB tmpfs.
    populate "$mnt/data"
    dd if=/dev/zero of="$mnt/filler" bs=4096 2>/dev/null || true
    writes "No space left on device\|no space left on device"
    ok list
    rm -f "$mnt/filler"
    ok check meditate
    ok rename meditate sit
    ok rename sit meditate
    ok verify
    # A backdate (it appends to the log and moves `since` in `habits`) on a disk with one
    # page free: the append takes it, the backup of `habits` finds none. Exit 74 and the
    # files as before, no journal left; once space is freed the retry counts once.
    dd if=/dev/zero of="$mnt/filler" bs=4096 2>/dev/null || true
    truncate -s -4096 "$mnt/filler"
    expect 74 "o space left on device" -- check water --value 3 --date 2025-12-25
    checks=$((checks + 1))
    if [ -e "$HABIT_HOME/.journal" ]; then
        failures=$((failures + 1))
        echo "real-errors: a failed backdate on a full disk left its journal" >&2
    fi
    rm -f "$mnt/filler"
    ok check water --value 3 --date 2025-12-25
    checks=$((checks + 1))
    if [ "$(grep -c '^2025-12-25 water +3' "$HABIT_HOME/log")" != 1 ]; then
        failures=$((failures + 1))
        echo "real-errors: the backdate retried after a full disk is not in the log exactly once" >&2
    fi
    ok verify

    # Read-only data directory: the whole file system remounted read-only.
    mount -o remount,ro "$mnt"
    writes "read-only file system"
    ok list
    ok verify
    mount -o remount,rw "$mnt"

    # Unwritable log: the log alone bind-mounted read-only.
    if mount --bind "$HABIT_HOME/log" "$HABIT_HOME/log" 2>/dev/null \
        && mount -o remount,bind,ro "$HABIT_HOME/log" 2>/dev/null; then
        expect 74 "'$HABIT_HOME/log'" -- check meditate
        expect 74 "'$HABIT_HOME/log'" -- skip water --date 2026-11-19
        expect 74 "'$HABIT_HOME/log'" -- rename meditate sit
        ok list
        umount "$HABIT_HOME/log"
        ok check meditate --date 2026-11-19
    else
        umount "$HABIT_HOME/log" 2>/dev/null || true
        skipped+=("unwritable log (bind mount refused)")
    fi
    umount "$mnt"
    cases="full disk, read-only data directory, unwritable log"
elif [ "$(id -u)" != 0 ]; then
    skipped+=("full disk (mounting a tmpfs is not permitted)")
    populate "$work/data"
    chmod 500 "$HABIT_HOME"
    writes "ermission denied"
    chmod 700 "$HABIT_HOME"
    chmod 400 "$HABIT_HOME/log"
    expect 74 "'$HABIT_HOME/log'" -- check meditate
    chmod 600 "$HABIT_HOME/log"
    ok check meditate
    ok verify
    cases="read-only data directory (mode 500), unwritable log (mode 400)"
else
    skipped+=("all: running as root without permission to mount, so nothing can be made unwritable")
    cases="none"
fi

notice=""
[ ${#skipped[@]} -gt 0 ] && notice="; skipped: ${skipped[*]}"
summary "real-errors: ${devfull:-}$cases: $checks checks, $failures failures$notice"
if [ "$failures" = 0 ]; then exit 0; else exit 1; fi
