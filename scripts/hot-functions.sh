#!/usr/bin/env bash
# Writes scripts/linker/hot-functions.txt: the functions of the release binary that the
# commands a prompt or a morning runs execute, as the sections the release link places
# first and side by side (Package.swift, docs/performance.md, "Start-up without
# libgcc_s.so"). Code a command runs then lies on fewer pages, and fewer of the binary's
# pages are faulted in at every start. The list is the union of what callgrind sees in
# `--version`, `list`, `status`, `today`, `report --json`, `show ID --month` (warm,
# through a fold checkpoint) and `check ID`, on DATA-DIR (a `habit-bench --keep` set:
# DIR/100x10y); names it no longer finds only go unmatched, so a stale list costs speed,
# never correctness. Needs valgrind.
#
#   scripts/hot-functions.sh BINARY DATA-DIR
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "$1") data=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r "$data" "$work/data"
mkdir "$work/cache"
id=$(awk '!/^#/ && NF { print $1; exit }' "$work/data/habits")
run() {
    HABIT_HOME="$work/data" XDG_CACHE_HOME="$work/cache" NO_COLOR=1 COLUMNS=100 TZ=UTC \
        valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$1.out" \
        "$binary" --today 2026-11-21 "${@:2}" > /dev/null 2>&1
}
# The checkpoint made current under valgrind (the build it names is valgrind's), then
# settled: it is written for a log that has not changed for two seconds.
run warm list
sleep 2.2
run warm list
run version --version
run list list
run status status
run today today
run report report --json
run show show "$id" --month
run check check "$id"
python3 - "$binary" "$work" > scripts/linker/hot-functions.txt << 'PY'
import re, sys

binary, work = sys.argv[1:3]
# Command by command, the functions not met before, each command's sorted by name: the
# same functions give the same file.
order, seen = [], set()
for name in ["version", "list", "status", "today", "report", "show", "check"]:
    objects, names, current, new = {}, {}, None, []
    for line in open(f"{work}/{name}.out"):
        for key in ("ob", "fn", "cfn", "cob"):
            match = re.match(key + r"=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not match:
                continue
            table = objects if key in ("ob", "cob") else names
            if match.group(2):
                table[match.group(1)] = match.group(2)
            if key == "ob":
                current = objects.get(match.group(1))
            if key == "fn" and current == binary:
                function = re.sub(r"'\d+$", "", names.get(match.group(1), ""))
                if function and not function.startswith("0x") and function not in seen:
                    seen.add(function)
                    new.append(function)
            break
    order += sorted(new)
print("\n".join(".text." + function for function in order))
PY
echo "scripts/linker/hot-functions.txt: $(wc -l < scripts/linker/hot-functions.txt) functions"
