#!/usr/bin/env bash
# Two real Syncthing instances on loopback, a "laptop" and a "phone", each sharing one
# folder with the other (docs/sync.md, "The real file-sync check").
#
#   scripts/syncthing-pair.sh selftest     the plumbing with plain files: a file written
#                                          on one side arrives on the other; two sides
#                                          appending different lines to one file between
#                                          meetings leave a `.sync-conflict-` copy; what
#                                          the same line appended on both leaves is said
#
# Or sourced by a check (scripts/file-sync-check.sh), which then calls:
#
#   stpair_enter_netns "$0" "$@"   first: re-runs the script in a private network namespace
#   stpair_start WORK LAPTOP PHONE starts both, the folder at the data directories LAPTOP
#                                  and PHONE; homes and logs under WORK, which is
#                                  removed on exit unless HABIT_KEEP_TMP=1
#   stpair_wait [SECONDS]          scans both and waits until they are in sync (default
#                                  60 s); prints what differs and returns 1 when they are not
#   stpair_stop                    stops both (also run on exit, TERM or INT once started)
#
# Nothing leaves the machine: the instances run in a network namespace of their own,
# where only `lo` is up; global and local discovery, relays, NAT, usage and crash
# reporting and upgrades are off. Every wait is bounded, so a stuck instance fails the
# check instead of hanging it.
set -euo pipefail

# The folder both devices share, the devices, their GUI/REST and listen ports.
STPAIR_FOLDER=habit
STPAIR_DEVICES=(laptop phone)
declare -A STPAIR_GUI=([laptop]=18384 [phone]=18385)
declare -A STPAIR_LISTEN=([laptop]=22001 [phone]=22002)
declare -A STPAIR_ID=() STPAIR_KEY=() STPAIR_PID=() STPAIR_HOME=() STPAIR_DATA=()

stpair_fail() {
    echo "syncthing-pair: $*" >&2
    return 1
}

# Re-runs the calling script ("$0" "$@") in a network namespace of its own with only
# `lo` up, unless it already runs in one. Root uses `unshare -n`; another user a user
# namespace too (`unshare -rn`).
stpair_enter_netns() {
    if [ "${STPAIR_NETNS:-0}" != 1 ]; then
        command -v unshare >/dev/null || stpair_fail "needs unshare (util-linux)" || exit 1
        local flags=-n
        [ "$(id -u)" = 0 ] || flags=-rn
        STPAIR_NETNS=1 exec unshare "$flags" bash -c 'ip link set lo up && exec bash "$@"' bash "$@"
    fi
    # Only loopback here: nothing can leave the machine.
    if ip -o link show | grep -v ': lo:' | grep -q .; then
        stpair_fail "not in a private network namespace: $(ip -o link show | grep -v ': lo:' | head -1)"
        exit 1
    fi
}

# The device that is not $1.
stpair_other() {
    if [ "$1" = laptop ]; then echo phone; else echo laptop; fi
}

# stpair_api DEVICE METHOD PATH: one REST call (bounded: STPAIR_API_SECONDS, default 30),
# the answer on stdout.
stpair_api() {
    curl -fsS -m "${STPAIR_API_SECONDS:-30}" -X "$2" -H "X-API-Key: ${STPAIR_KEY[$1]}" \
        "http://127.0.0.1:${STPAIR_GUI[$1]}/rest/$3"
}

# Writes DEVICE's config.xml: only what differs from Syncthing's defaults, and no folder
# (stpair_add_folder adds it as the GUI would).
stpair_config() {
    local device=$1 other=$2 version
    version=$(sed -n 's/.*<configuration version="\([0-9]*\)".*/\1/p' "${STPAIR_HOME[$device]}/config.xml")
    cat > "${STPAIR_HOME[$device]}/config.xml" << EOF
<configuration version="$version">
    <device id="${STPAIR_ID[$device]}" name="$device">
        <address>dynamic</address>
    </device>
    <device id="${STPAIR_ID[$other]}" name="$other">
        <address>tcp://127.0.0.1:${STPAIR_LISTEN[$other]}</address>
    </device>
    <gui enabled="true" tls="false">
        <address>127.0.0.1:${STPAIR_GUI[$device]}</address>
        <apikey>${STPAIR_KEY[$device]}</apikey>
    </gui>
    <options>
        <listenAddress>tcp://127.0.0.1:${STPAIR_LISTEN[$device]}</listenAddress>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>
        <localAnnounceEnabled>false</localAnnounceEnabled>
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>
        <urAccepted>-1</urAccepted>
        <crashReportingEnabled>false</crashReportingEnabled>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <startBrowser>false</startBrowser>
        <reconnectionIntervalS>1</reconnectionIntervalS>
    </options>
</configuration>
EOF
}

# stpair_until SECONDS WHAT COMMAND…: runs COMMAND every half second until it succeeds;
# fails naming WHAT after SECONDS.
stpair_until() {
    local seconds=$1 what=$2
    shift 2
    local end=$((SECONDS + seconds))
    until "$@" > /dev/null 2>&1; do
        [ "$SECONDS" -lt "$end" ] || stpair_fail "no $what after ${seconds} s" || return 1
        sleep 0.5
    done
}

# Whether DEVICE has the other device connected.
stpair_connected() {
    stpair_api "$1" GET system/connections | jq -e --arg id "${STPAIR_ID[$2]}" '.connections[$id].connected'
}

# Adds the shared folder to DEVICE through REST, starting from Syncthing's defaults for a
# new folder (as the GUI does: 10 conflict copies at most, 1 % free disk): only the path,
# the devices, no file watcher and an hourly rescan differ, so files move only when
# stpair_wait scans, and a pull put off retries after 1 s instead of a minute.
stpair_add_folder() {
    local device=$1 other=$2
    stpair_api "$device" GET config/defaults/folder \
        | jq --arg id "$STPAIR_FOLDER" --arg path "${STPAIR_DATA[$device]}" \
            --arg self "${STPAIR_ID[$device]}" --arg other "${STPAIR_ID[$other]}" '
            .id = $id | .label = $id | .path = $path | .type = "sendreceive"
            | .fsWatcherEnabled = false | .rescanIntervalS = 3600 | .pullerPauseS = 1
            | .devices = [{deviceID: $self}, {deviceID: $other}]' \
        | curl -fsS -m 30 -X POST -H "X-API-Key: ${STPAIR_KEY[$device]}" --data-binary @- \
            "http://127.0.0.1:${STPAIR_GUI[$device]}/rest/config/folders" > /dev/null \
        || stpair_fail "$device: adding the folder failed"
}

# Checks through REST that DEVICE runs with what stpair_config wrote: nothing reaches out.
stpair_check_config() {
    stpair_api "$1" GET system/config | jq -e --arg folder "$STPAIR_FOLDER" '
        .options.globalAnnounceEnabled == false and .options.localAnnounceEnabled == false
        and .options.relaysEnabled == false and .options.natEnabled == false
        and .options.urAccepted == -1 and .options.crashReportingEnabled == false
        and .options.autoUpgradeIntervalH == 0
        and ([.folders[] | select(.id == $folder and .fsWatcherEnabled == false
            and .maxConflicts == 10 and (.devices | length) == 2)] | length == 1)' \
        > /dev/null || stpair_fail "$1: Syncthing did not take the configuration"
}

# stpair_start WORK LAPTOP PHONE: see the top of the file.
stpair_start() {
    local work=$1 device other
    STPAIR_WORK=$work
    trap 'stpair_stop; stpair_remove_work' EXIT
    trap 'exit 143' TERM
    trap 'exit 130' INT
    command -v syncthing >/dev/null || stpair_fail "needs syncthing (apt-get install syncthing)" || return 1
    command -v jq >/dev/null || stpair_fail "needs jq" || return 1
    STPAIR_DATA=([laptop]=$(realpath -m "$2") [phone]=$(realpath -m "$3"))
    for device in "${STPAIR_DEVICES[@]}"; do
        STPAIR_HOME[$device]=$work/syncthing-$device
        syncthing generate --home="${STPAIR_HOME[$device]}" --no-default-folder \
            --skip-port-probing > "${STPAIR_HOME[$device]}.generate.log" 2>&1 \
            || stpair_fail "$device: syncthing generate failed: $(cat "${STPAIR_HOME[$device]}.generate.log")" || return 1
        STPAIR_ID[$device]=$(syncthing serve --home="${STPAIR_HOME[$device]}" --device-id)
        STPAIR_KEY[$device]=$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')
        # The folder marker Syncthing requires before it shares a directory.
        mkdir -p "${STPAIR_DATA[$device]}/.stfolder"
    done
    for device in "${STPAIR_DEVICES[@]}"; do
        other=$(stpair_other "$device")
        stpair_config "$device" "$other"
        STNOUPGRADE=1 STNORESTART=1 syncthing serve --home="${STPAIR_HOME[$device]}" \
            --no-browser --no-restart --no-upgrade --logflags=3 \
            > "${STPAIR_HOME[$device]}/syncthing.log" 2>&1 &
        STPAIR_PID[$device]=$!
    done
    for device in "${STPAIR_DEVICES[@]}"; do
        other=$(stpair_other "$device")
        stpair_until 30 "REST answer from $device" stpair_api "$device" GET system/ping \
            || { stpair_logs; return 1; }
        stpair_add_folder "$device" "$other" || return 1
        stpair_check_config "$device" || return 1
    done
    stpair_until 30 "connection between laptop and phone" stpair_connected laptop phone \
        || { stpair_logs; return 1; }
    stpair_until 30 "connection between phone and laptop" stpair_connected phone laptop \
        || { stpair_logs; return 1; }
}

# The last lines of both instances' logs, on stderr.
stpair_logs() {
    local device
    for device in "${STPAIR_DEVICES[@]}"; do
        echo "--- $device: ${STPAIR_HOME[$device]}/syncthing.log (last 20 lines)" >&2
        tail -20 "${STPAIR_HOME[$device]}/syncthing.log" >&2 || true
    done
}

# Every file of DATA with the hash of its content, sorted: all but the folder marker and
# Syncthing's own temporary files (`.syncthing.NAME.tmp`, kept a day after a pull that was
# put off, to reuse its blocks; never carried).
stpair_tree() {
    (cd "$1" && find . -path ./.stfolder -prune -o -type f ! -name '.syncthing.*.tmp' -print0 \
        | sort -z | xargs -0 -r sha256sum)
}

# One line that changes whenever anything the wait looks at changes: per device its
# folder state, what it needs, its global and local counts, the other's completion, and
# whether it is connected to the other.
stpair_state() {
    local device other
    for device in "${STPAIR_DEVICES[@]}"; do
        other=$(stpair_other "$device")
        stpair_api "$device" GET "db/status?folder=$STPAIR_FOLDER" \
            | jq -c '[.state, .needTotalItems, .globalTotalItems, .globalBytes, .localTotalItems, .localBytes, .sequence]'
        stpair_api "$device" GET "db/completion?folder=$STPAIR_FOLDER&device=${STPAIR_ID[$other]}" \
            | jq -c '[.completion, .needItems]'
        stpair_connected "$device" "$other" || true
    done | tr '\n' ' '
}

# In sync: both idle, connected, needing nothing, each sees the other complete, both hold the same
# global and local counts, and both directories hold the same files with the same bytes.
stpair_in_sync() {
    local state=$1
    jq -s -e '
        .[0][0] == "idle" and .[0][1] == 0 and .[1] == [100, 0] and .[2] == true
        and .[3][0] == "idle" and .[3][1] == 0 and .[4] == [100, 0] and .[5] == true
        and .[0][2:4] == .[3][2:4] and .[0][2:4] == .[0][4:6] and .[3][2:4] == .[3][4:6]' \
        <<< "$state" > /dev/null \
        && [ "$(stpair_tree "${STPAIR_DATA[laptop]}")" = "$(stpair_tree "${STPAIR_DATA[phone]}")" ]
}

# Scans the folder on both devices.
stpair_scan() {
    local device
    for device in "${STPAIR_DEVICES[@]}"; do
        stpair_api "$device" POST "db/scan?folder=$STPAIR_FOLDER" > /dev/null \
            || stpair_fail "$device: scan refused" || return 1
    done
}

# stpair_wait [SECONDS]: see the top of the file. Both scan what changed on their side;
# one may then pull a file the other has changed but not scanned yet, which Syncthing
# puts off for the folder's `pullerPauseS` (stpair_add_folder makes it 1 s). Rescans both
# every 10 s while waiting; in sync twice in a row, half a second apart, counts.
stpair_wait() {
    local seconds=${1:-60} state previous="" end next_scan
    end=$((SECONDS + seconds))
    stpair_scan || return 1
    next_scan=$((SECONDS + 10))
    while :; do
        if [ "$SECONDS" -ge "$next_scan" ]; then
            stpair_scan || return 1
            next_scan=$((SECONDS + 10))
        fi
        state=$(stpair_state) || stpair_fail "REST status failed" || return 1
        if stpair_in_sync "$state"; then
            [ "$state" != "$previous" ] || return 0
            previous=$state
        else
            previous=""
        fi
        if [ "$SECONDS" -ge "$end" ]; then
            echo "syncthing-pair: not in sync after ${seconds} s: laptop [state need global(items bytes) local(items bytes) seq] [phone's completion] connected, then phone: $state" >&2
            diff <(stpair_tree "${STPAIR_DATA[laptop]}") <(stpair_tree "${STPAIR_DATA[phone]}") >&2 || true
            stpair_logs
            return 1
        fi
        sleep 0.5
    done
}

# Stops both instances: a shutdown through REST, then, after 10 s, SIGKILL to the
# process started and to the one it runs Syncthing in (its monitor restarts nothing here).
stpair_stop() {
    local device pid end
    for device in "${!STPAIR_PID[@]}"; do
        STPAIR_API_SECONDS=5 stpair_api "$device" POST system/shutdown > /dev/null 2>&1 || true
    done
    for device in "${!STPAIR_PID[@]}"; do
        pid=${STPAIR_PID[$device]}
        end=$((SECONDS + 10))
        while kill -0 "$pid" 2> /dev/null && [ "$SECONDS" -lt "$end" ]; do sleep 0.2; done
        # shellcheck disable=SC2046
        kill -9 $(ps -o pid= --ppid "$pid") "$pid" 2> /dev/null || true
        wait "$pid" 2> /dev/null || true
        unset "STPAIR_PID[$device]"
    done
}

# Removes the work directory, unless HABIT_KEEP_TMP=1.
stpair_remove_work() {
    if [ "${HABIT_KEEP_TMP:-0}" != 1 ]; then rm -rf "$STPAIR_WORK"; else echo "kept $STPAIR_WORK" >&2; fi
}

# The conflict copies in DATA (Syncthing's `NAME.sync-conflict-…`), one a line.
stpair_conflicts() {
    (cd "$1" && find . -path ./.stfolder -prune -o -name '*.sync-conflict-*' -print | sed 's|^\./||' | sort)
}

# The plumbing with plain files (see the top of the file).
stpair_selftest() {
    stpair_enter_netns "$0" "$@"
    local laptop phone start copies
    STPAIR_WORK=$(mktemp -d "${TMPDIR:-/tmp}/syncthing-pair.XXXXXX")
    laptop=$STPAIR_WORK/laptop
    phone=$STPAIR_WORK/phone
    start=$SECONDS
    stpair_start "$STPAIR_WORK" "$laptop" "$phone"
    echo "started and connected in $((SECONDS - start)) s"

    start=$SECONDS
    echo hello > "$laptop/plain.txt"
    stpair_wait 60
    [ "$(cat "$phone/plain.txt")" = hello ] || stpair_fail "phone did not get plain.txt" || return 1
    echo "a new file arrived in $((SECONDS - start)) s"

    start=$SECONDS
    echo "from the phone" >> "$phone/plain.txt"
    stpair_wait 60
    [ "$(cat "$laptop/plain.txt")" = "$(printf 'hello\nfrom the phone')" ] \
        || stpair_fail "laptop did not get the phone's append" || return 1
    echo "an append arrived in $((SECONDS - start)) s"

    # Both append a different line before they meet: one version stays, the other is kept
    # as a conflict copy on both sides.
    echo "laptop's line" >> "$laptop/plain.txt"
    echo "phone's line" >> "$phone/plain.txt"
    stpair_wait 60
    copies=$(stpair_conflicts "$laptop")
    [ "$(echo "$copies" | grep -c .)" = 1 ] \
        || stpair_fail "want one conflict copy after different appends, got: '$copies'" || return 1
    [ "$( (tail -1 "$laptop/plain.txt"; tail -1 "$laptop/$copies") | sort | paste -sd/ -)" = "laptop's line/phone's line" ] \
        || stpair_fail "want one side's line in plain.txt, the other's in $copies" || return 1
    echo "different appends on both sides: kept plain.txt ($(tail -1 "$laptop/plain.txt")) and $copies ($(tail -1 "$laptop/$copies"))"

    # Both append the same line before they meet.
    rm "$laptop/$copies"
    stpair_wait 60
    echo "same line" >> "$laptop/plain.txt"
    echo "same line" >> "$phone/plain.txt"
    stpair_wait 60
    copies=$(stpair_conflicts "$laptop")
    echo "identical appends on both sides: plain.txt ends '$(tail -1 "$laptop/plain.txt")', $(grep -c 'same line' "$laptop/plain.txt") such line(s), conflict copies: '${copies:-none}'"
    echo "selftest: PASS"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    case "${1:-}" in
        selftest) stpair_selftest "$@" ;;
        *)
            echo "usage: scripts/syncthing-pair.sh selftest (or source it: see the top of the file)" >&2
            exit 64
            ;;
    esac
fi
