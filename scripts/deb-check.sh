#!/usr/bin/env bash
# `habit` installed as a user or a system installs it (docs/install.md), on this machine:
# - `make install` into a DESTDIR puts the five files where they go; `make uninstall`
#   takes every one away;
# - `make deb` builds the package, which lintian accepts (no error); `dpkg -i` installs
#   it; `habit --version` says the package's version; `man -w habit` finds the page; bash
#   completes `habit che` through the bash-completion package; `dpkg -r` removes it and
#   leaves none of its files behind.
# Needs root (dpkg -i), dpkg-dev, lintian, man-db and bash-completion (.ci/run
# installs them). Uses the release build `make` makes.
#
#   scripts/deb-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
expect() {
    if [ "$1" = "$2" ]; then echo "ok: $3"; else echo "FAILED: $3: got '$1', expected '$2'"; failed=1; fi
}

make --no-print-directory install DESTDIR="$scratch/stage" PREFIX=/opt/habit > /dev/null
expect "$(cd "$scratch/stage" && find . -type f | sort | tr '\n' ' ')" \
    "./opt/habit/bin/habit ./opt/habit/share/bash-completion/completions/habit ./opt/habit/share/fish/vendor_completions.d/habit.fish ./opt/habit/share/man/man1/habit.1 ./opt/habit/share/zsh/site-functions/_habit " \
    "make install DESTDIR=… PREFIX=/opt/habit"
make --no-print-directory uninstall DESTDIR="$scratch/stage" PREFIX=/opt/habit > /dev/null
expect "$(find "$scratch/stage" -type f | wc -l)" 0 "make uninstall leaves no file"

deb=$(make --no-print-directory deb DEBDIR="$scratch" | tail -1)
version=$(dpkg-deb -f "$deb" Version)
expect "$(basename "$deb")" "habit_${version}_$(dpkg --print-architecture).deb" "make deb names the package"
if lintian --fail-on error "$deb" > "$scratch/lintian" 2>&1; then echo "ok: lintian reports no error"; else
    echo "FAILED: lintian:"; cat "$scratch/lintian"; failed=1
fi
grep -v '^E:' "$scratch/lintian" || true

dpkg -i "$deb" > /dev/null
expect "$(/usr/bin/habit --version)" "habit $version" "the installed habit says the package's version"
expect "$(man -w habit)" /usr/share/man/man1/habit.1.gz "man -w habit"
reply=$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion
    __load_completion habit
    COMP_WORDS=(habit che); COMP_CWORD=1; COMP_LINE="habit che"; COMP_POINT=9
    $(complete -p habit | sed "s/.*-F \([^ ]*\) .*/\1/") habit che habit
    printf "%s" "${COMPREPLY[*]}"')
expect "$reply" check "bash completes 'habit che' through bash-completion"
files=$(dpkg -L habit | while read -r path; do [ -f "$path" ] && echo "$path"; done)
dpkg -r habit > /dev/null
left=$(for path in $files; do [ -e "$path" ] && echo "$path"; done || true)
expect "$left" "" "dpkg -r leaves none of the package's files"
expect "$(dpkg-query -W -f '${db:Status-Status}' habit 2> /dev/null || echo not-installed)" not-installed \
    "dpkg knows habit no more"
exit "$failed"
