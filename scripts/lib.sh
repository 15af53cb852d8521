# Shared setup for the process-level reliability suites (sourced, not run).
#
# HABIT_BIN: the habit binary to test; default: the debug build (built if missing).
# Each suite works in its own temporary directory, removed on exit unless
# HABIT_KEEP_TMP=1, with a pinned zone and today.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ -z "${HABIT_BIN:-}" ]; then
    swift build --product habit >/dev/null
    HABIT_BIN="$(swift build --show-bin-path)/habit"
fi
export HABIT_BIN
work=$(mktemp -d "${TMPDIR:-/tmp}/habit-rel.XXXXXX")
cleanup() {
    if [ "${HABIT_KEEP_TMP:-0}" != 1 ]; then rm -rf "$work"; else echo "kept $work" >&2; fi
}
trap cleanup EXIT
export TZ=UTC
unset HABIT_NOW XDG_DATA_HOME
export HABIT_HOME="$work/data"
habit() { "$HABIT_BIN" "$@"; }

# The day `n` days after 2000-01-01, as YYYY-MM-DD (GNU or BSD date).
day() {
    date -u -d "2000-01-01 + $1 days" +%F 2>/dev/null || date -u -j -v+"$1"d -f %F 2000-01-01 +%F
}

# Prints a summary line and appends it to HABIT_RELIABILITY_SUMMARY when set.
summary() {
    echo "$1"
    if [ -n "${HABIT_RELIABILITY_SUMMARY:-}" ]; then echo "$1" >> "$HABIT_RELIABILITY_SUMMARY"; fi
}

# The total number of lines in the given files (missing files count 0).
lines() {
    local n=0 f
    for f in "$@"; do
        if [ -e "$f" ]; then n=$((n + $(wc -l < "$f"))); fi
    done
    echo "$n"
}

# Writes days 0..n-1 after 2000-01-01 to stdout, one per line (one `date` process).
days() {
    local n=$1
    if date -u -d "2000-01-01" +%F >/dev/null 2>&1; then
        seq 0 $((n - 1)) | sed 's/.*/2000-01-01 + & days/' | date -u -f - +%F
    else
        local j
        for j in $(seq 0 $((n - 1))); do day "$j"; done
    fi
}
