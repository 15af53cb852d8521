#!/bin/sh
# Lists the public declarations of the libraries (HabitCore, StreakEngine) that have no
# `///` doc comment, then prints how many public declarations there are in all.
# Usage: scripts/public-api.sh [folder…]   (default: Sources/HabitCore Sources/StreakEngine)
cd "$(dirname "$0")/.." || exit 74
[ $# -gt 0 ] || set -- Sources/HabitCore Sources/StreakEngine
find "$@" -name '*.swift' | sort | xargs awk '
    FNR == 1 { previous = "" }
    /^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]/ {
        total++
        if (previous !~ /^[[:space:]]*\/\/\//) { printf "%s:%d: %s\n", FILENAME, FNR, $0; missing++ }
    }
    # Attribute lines between a doc comment and its declaration do not break the pair.
    !/^[[:space:]]*@[A-Za-z_]+(\([^)]*\))?[[:space:]]*$/ { previous = $0 }
    END { printf "public declarations: %d, without a doc comment: %d\n", total, missing > "/dev/stderr" }
'
