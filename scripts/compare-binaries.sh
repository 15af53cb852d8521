#!/usr/bin/env bash
# Two habit binaries side by side on one data directory (docs/performance.md):
# interleaved rounds (the order of the two alternates each round), each run's user +
# system CPU time and peak resident memory from wait4(2), with address-space
# randomization off (setarch -R, where it exists) so that peak memory repeats; then the
# median of each command for each binary and their ratio, and callgrind's instruction
# counts when valgrind is installed. Before any figure, each command's output (standard
# output, standard error and exit status) from the two binaries is compared byte for
# byte; the script stops when they differ. The environment decides the cache: with
# HOME or XDG_CACHE_HOME set the reads go through the checkpoint (warm after the first
# round); `env -u HOME -u XDG_CACHE_HOME scripts/compare-binaries.sh …` times reads
# without one.
#
#   scripts/compare-binaries.sh OLD NEW DATA-DIR [ROUNDS]      default 21 rounds
set -euo pipefail
old=$1 new=$2 data=$3 rounds=${4:-21}
id=$(grep -v '^#' "$data/habits" | awk 'NF { print $1; exit }')
export TZ=UTC
setarch=()
if command -v setarch > /dev/null && setarch -R true 2> /dev/null; then setarch=(setarch -R); fi
python3 - "$old" "$new" "$data" "$rounds" "$id" "${setarch[@]}" << 'EOF'
import os, statistics, subprocess, sys

old, new, data, rounds, habit = sys.argv[1:6]
prefix = sys.argv[6:]
commands = [["list"], ["show", habit, "--month"], ["status"]]
binaries = {"old": old, "new": new}
for command in commands:
    outputs = [
        subprocess.run([binary, "--data-dir", data, "--today", "2026-11-21"] + command, capture_output=True)
        for binary in (old, new)
    ]
    same = lambda a, b: (a.returncode, a.stdout, a.stderr) == (b.returncode, b.stdout, b.stderr)
    if not same(*outputs):
        sys.exit(f"habit {' '.join(command)}: the two binaries' outputs differ")
cpu, rss = {}, {}
null = os.open("/dev/null", os.O_WRONLY)
for round in range(int(rounds)):
    for command in commands:
        for which in (["old", "new"] if round % 2 == 0 else ["new", "old"]):
            argv = prefix + [binaries[which], "--data-dir", data, "--today", "2026-11-21"] + command
            pid = os.fork()
            if pid == 0:
                os.dup2(null, 1)
                os.dup2(null, 2)
                os.execvp(argv[0], argv)
            _, status, usage = os.wait4(pid, 0)
            if status != 0:
                sys.exit(f"{' '.join(argv)} failed")
            key = (" ".join(command), which)
            cpu.setdefault(key, []).append((usage.ru_utime + usage.ru_stime) * 1000)
            rss.setdefault(key, []).append(usage.ru_maxrss)
print(f"{'command':24} {'old ms':>8} {'new ms':>8} {'ratio':>6} {'old KiB':>9} {'new KiB':>9}")
for command in commands:
    name = " ".join(command)
    a, b = (statistics.median(cpu[(name, w)]) for w in ("old", "new"))
    m, n = (statistics.median(rss[(name, w)]) for w in ("old", "new"))
    print(f"{name:24} {a:8.2f} {b:8.2f} {b / a:6.3f} {m:9.0f} {n:9.0f}")
EOF
if command -v valgrind > /dev/null; then
    for command in "list" "show $id --month" "status"; do
        for binary in "$old" "$new"; do
            valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" --data-dir "$data" --today 2026-11-21 \
                $command 2>&1 > /dev/null | grep -Eo 'Collected : [0-9]+' | sed "s|^|$command $(basename "$binary"): |"
        done
    done
fi
