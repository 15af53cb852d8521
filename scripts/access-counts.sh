#!/bin/sh
# Counts the declarations a module shows beyond itself: the lines of its Swift sources that
# declare something `public` (what an app that links the library sees) or `package` (what
# the other targets of this package see), after any attributes such as `@inlinable`. One
# line is one declaration; the cases of a public enum, public without the keyword, are not
# counted (scripts/public-api.sh counts those too). docs/library.md says what the numbers
# should hold; the figures of the library boundary change are in its commit messages.
# Usage: scripts/access-counts.sh [folder…]   (default: Sources/HabitCore)
cd "$(dirname "$0")/.." || exit 74
[ $# -gt 0 ] || set -- Sources/HabitCore
for folder in "$@"; do
    for level in public package; do
        count=$(find "$folder" -name '*.swift' -print0 | xargs -0 cat \
            | grep -cE "^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*$level[[:space:]]")
        printf '%s %s: %d\n' "$folder" "$level" "$count"
    done
done
