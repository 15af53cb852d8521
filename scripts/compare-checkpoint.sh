#!/usr/bin/env bash
# Two habit binaries side by side through the fold checkpoint (docs/performance.md,
# "Kept engine tallies"): each binary on its own copy of DATA-DIR with a cache directory
# of its own; the checkpoint made current (written two seconds after the log last
# changed), then interleaved rounds (the order of the two alternating) of
# `habit --version`, `list`, `status`, `today` and `report --json` warm, then rounds in
# which each of the four runs right after one line appended by hand to its copy's log
# (in a data directory of device files, to its one device file, stamped after the rest).
# Before each append the log is cut back to the bytes the checkpoint covers, so that each
# read finds the checkpoint and exactly one line after it: a checkpoint is written afresh
# only once the log has settled (docs/performance.md, "The fold checkpoint"), and rounds
# faster than that would otherwise pile up lines for every habit after it.
# Prints the medians of user + system CPU time (wait4) of each, their ratio and each
# binary's multiple of its own `--version` (timed again among the rounds with appends,
# for the reads after an append), and the load average.
#
#   scripts/compare-checkpoint.sh OLD NEW DATA-DIR [ROUNDS]      default 31 rounds
set -euo pipefail
old=$1 new=$2 data=$3 rounds=${4:-31}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
setarch=()
if command -v setarch > /dev/null && setarch -R true 2> /dev/null; then setarch=(setarch -R); fi
python3 - "$old" "$new" "$data" "$rounds" "$work" "${setarch[@]}" << 'PY'
import os, shutil, statistics, sys, time

old, new, data, rounds, work = sys.argv[1:6]
prefix = sys.argv[6:]
rounds = int(rounds)
binaries = {"old": old, "new": new}
copies = {w: f"{work}/{w}/data" for w in binaries}
caches = {w: f"{work}/{w}/cache" for w in binaries}
for w in list(binaries):
    shutil.copytree(data, copies[w])
    os.makedirs(caches[w])
    # Each binary run from a fresh copy: an older file's pages can sit in the page cache
    # in smaller pieces, and its every start then costs more (docs/performance.md).
    shutil.copy2(binaries[w], f"{work}/{w}/habit")
    binaries[w] = f"{work}/{w}/habit"
# A data directory of device files (`habit sync`): the lines go to its one device file,
# each stamped after every line before it, for a habit from before device files.
devices = os.path.isdir(f"{data}/devices")
if devices:
    names = sorted(os.listdir(f"{data}/devices"))
    if len(names) != 1:
        sys.exit("a data directory of device files needs exactly one device file")
    appended = f"devices/{names[0]}"
    habits = f"{data}/base/habits"
else:
    appended = "log"
    habits = f"{data}/habits"
ids = [line.split()[0] for line in open(habits) if line.strip() and not line.startswith("#")]
covered = os.path.getsize(f"{data}/{appended}")
stamps = int(time.time() * 1000)

def line(id):
    global stamps
    if not devices:
        return f"2026-11-20 {id} done\n"
    stamps += 1
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(stamps // 1000)) + ".%03dZ" % (stamps % 1000)
    return f"{stamp} .{id} 2026-11-20 {id} done\n"
null = os.open("/dev/null", os.O_WRONLY)

def run(which, command):
    options = [] if command == ["--version"] else ["--data-dir", copies[which], "--today", "2026-11-21"]
    argv = prefix + [binaries[which]] + options + command
    env = dict(os.environ, XDG_CACHE_HOME=caches[which], TZ="UTC")
    pid = os.fork()
    if pid == 0:
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execvpe(argv[0], argv, env)
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"{' '.join(argv)} failed")
    return (usage.ru_utime + usage.ru_stime) * 1000

def order(round):
    return ["old", "new"] if round % 2 == 0 else ["new", "old"]

commands = [["--version"], ["list"], ["status"], ["today"], ["report", "--json"]]
cpu = {}
for w in binaries:
    run(w, ["list"])
time.sleep(3)
for w in binaries:
    run(w, ["list"])
for round in range(rounds):
    for command in commands:
        for w in order(round):
            cpu.setdefault((" ".join(command), w), []).append(run(w, command))
for round in range(rounds):
    # `--version` again in these rounds: each read after an append is set against the
    # binary's start-up timed in the same stretch, as the host's speed drifts.
    for w in order(round):
        cpu.setdefault(("--version, between appends", w), []).append(run(w, ["--version"]))
    for number, command in enumerate(commands[1:]):
        for w in order(round):
            os.truncate(f"{copies[w]}/{appended}", covered)
            with open(f"{copies[w]}/{appended}", "a") as log:
                log.write(line(ids[(4 * round + number) % len(ids)]))
            cpu.setdefault((" ".join(command) + ", one line appended", w), []).append(run(w, command))
version = {w: statistics.median(cpu[("--version", w)]) for w in binaries}
between = {w: statistics.median(cpu[("--version, between appends", w)]) for w in binaries}
print("load average %.1f %.1f %.1f" % os.getloadavg())
print(f"{'command (CPU ms)':36} {'old':>7} {'new':>7} {'ratio':>6} {'old×v':>6} {'new×v':>6}")
for name in dict.fromkeys(key for key, _ in cpu):
    a, b = (statistics.median(cpu[(name, w)]) for w in ("old", "new"))
    base = between if "appended" in name or "between" in name else version
    print(f"{name:36} {a:7.2f} {b:7.2f} {b / a:6.3f} {a / base['old']:6.2f} {b / base['new']:6.2f}")
PY
