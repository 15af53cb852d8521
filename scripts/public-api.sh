#!/bin/sh
# Lists the public declarations of the libraries (HabitCore, StreakEngine) that have no
# `///` doc comment (a public enum's cases included), then prints how many public
# declarations there are in all (LibraryBoundaryTests checks the same).
# Usage: scripts/public-api.sh [folder…]   (default: Sources/HabitCore Sources/StreakEngine)
cd "$(dirname "$0")/.." || exit 74
[ $# -gt 0 ] || set -- Sources/HabitCore Sources/StreakEngine
find "$@" -name '*.swift' | sort | xargs awk '
    FNR == 1 { previous = ""; delete opener }
    /^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]/ {
        total++
        if (previous !~ /^[[:space:]]*\/\/\//) { printf "%s:%d: %s\n", FILENAME, FNR, $0; missing++ }
    }
    # The cases of a public enum are public without the keyword: a case declaration whose
    # enclosing line (the last one opened four columns to the left) is a public enum.
    /^[[:space:]]*case [A-Za-z`]/ && !/:[[:space:]]*$/ {
        indent = match($0, /[^ ]/) - 1
        if (opener[indent - 4] ~ /^[[:space:]]*public (indirect )?enum /) {
            total++
            if (previous !~ /^[[:space:]]*\/\/\//) { printf "%s:%d: %s\n", FILENAME, FNR, $0; missing++ }
        }
    }
    /\{[[:space:]]*$/ { opener[match($0, /[^ ]/) - 1] = $0 }
    # Attribute lines between a doc comment and its declaration do not break the pair.
    !/^[[:space:]]*@[A-Za-z_]+(\([^)]*\))?[[:space:]]*$/ { previous = $0 }
    END { printf "public declarations: %d, without a doc comment: %d\n", total, missing > "/dev/stderr" }
'
