#!/usr/bin/env bash
# What the release binary's static link must keep and leave out (docs/performance.md,
# "Where the time goes"), checked on the binary itself, since the debug build that `swift test`
# drives links Foundation as shared libraries:
# - named zones and the system's zone work, read by habit from the zone files
#   (`ZoneFile`), and neither FoundationInternationalization nor ICU is linked: they made
#   the binary 42 MB larger and every run slower to start (Package.swift);
# - the binary is position-independent, C++'s and GCC's runtimes are linked in, not
#   loaded, and it carries no run path;
# - none of Foundation's older module (`Process`, `NSString`, `CharacterSet`, `contains`
#   on strings through `NSString`) is linked: it would double the relocations every
#   command pays at start-up;
# - it was built as it ships (`HABIT_RELEASE=1`, Package.swift): no module of habit's
#   makes a generic type from its mangled name, which leaves a demangling cache variable
#   (a symbol ending in `MD`) behind (docs/performance.md, "Generic types without their
#   names");
# - the functions the everyday commands run lie together (scripts/linker/hot-functions.txt).
#
#   scripts/release-check.sh [BINARY]      default .build/release/habit
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/release/habit}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0

# 03:00 UTC on 22 November is still the 21st in New York and already the 23rd in Tokyo at
# 20:00 UTC; UTC, what an unknown zone would fall back to, gives the 22nd both times.
today() { env -i HABIT_NOW="$1" TZ="$2" "$binary" --data-dir "$scratch/$3" today 2>&1 | head -1; }
expect() {
    if [ "$1" = "$2" ]; then echo "ok: $3"; else echo "FAILED: $3: got '$1', expected '$2'"; failed=1; fi
}
expect "$(today 2026-11-22T03:00:00Z America/New_York tz)" "Saturday, November 21, 2026" "TZ=America/New_York"
env -i "$binary" --data-dir "$scratch/config" config timezone Asia/Tokyo > /dev/null 2>&1 || true
expect "$(today 2026-11-22T20:00:00Z UTC config)" "Monday, November 23, 2026" "config timezone = Asia/Tokyo"

# The system's zone is /etc/localtime, as the C library reads it without TZ: checked in a
# mount namespace of its own with a zone file over it, where this user may make one.
if unshare -m true 2> /dev/null; then
    system=$(env -i HABIT_NOW=2026-11-22T20:00:00Z unshare -m sh -c \
        'mount --bind /usr/share/zoneinfo/Asia/Tokyo /etc/localtime && "$0" --data-dir "$1" today' \
        "$binary" "$scratch/system" 2>&1 | head -1)
    expect "$system" "Monday, November 23, 2026" "the system zone (/etc/localtime = Asia/Tokyo)"
else
    echo "skipped: the system zone (no mount namespace for this user)"
fi
icu=$(nm "$binary" 2> /dev/null | grep -c -E 'FoundationInternationalization|icu_[0-9]+' || true)
expect "$icu" 0 "symbols of FoundationInternationalization or ICU in the binary"

# The loader places the binary at a random address, and C++'s runtime is linked in
# (scripts/linker/libstdc++.so), not loaded, as is GCC's (`-static-libgcc`, Package.swift).
pie=$(readelf -h "$binary" | awk '/Type:/ {print $2}')
expect "$pie" DYN "position-independent (ELF type)"
shared=$(readelf -d "$binary" | grep -c 'NEEDED.*libstdc++' || true)
expect "$shared" 0 "libstdc++.so among the libraries loaded at start-up"
shared=$(readelf -d "$binary" | grep -c 'NEEDED.*libgcc_s' || true)
expect "$shared" 0 "libgcc_s.so among the libraries loaded at start-up"
# No run path (`--disable-local-rpath`, Makefile): SwiftPM's `$ORIGIN` sent the loader
# through some twenty folders beside the binary for libc and libm before the system's.
runpath=$(readelf -d "$binary" | grep -c -E 'RPATH|RUNPATH' || true)
expect "$runpath" 0 "a run path in the binary"

# The functions the everyday commands run lie together (scripts/linker/hot-functions.txt,
# placed by the link when habit's modules are compiled a function a section): at least
# three quarters of those the binary holds within 1 MiB of their median address (about
# nine in ten when placed, a third when not).
span=$(nm "$binary" 2> /dev/null | python3 -c '
import sys
hot = [line.strip()[len(".text."):] for line in open(sys.argv[1]) if line.startswith(".text.")]
at = {}
for line in sys.stdin:
    fields = line.split()
    if len(fields) == 3 and fields[1] in "tT":
        at.setdefault(fields[2], int(fields[0], 16))
found = sorted(at[name] for name in hot if name in at)
middle = found[len(found) // 2] if found else 0
near = sum(1 for address in found if abs(address - middle) <= 1 << 20)
print("together" if found and near >= 0.75 * len(found) else f"apart ({near} of {len(found)})")' \
    scripts/linker/hot-functions.txt)
expect "$span" together "the everyday functions placed together"

legacy=$(nm "$binary" 2> /dev/null | grep -c ' [TtDdRrBb] \$s10Foundation' || true)
expect "$legacy" 0 "symbols of Foundation's older module in the binary"

names=$(nm "$binary" 2> /dev/null | grep -cE '(9HabitCore|12StreakEngine|11HabitImport|5habit).*MD$' || true)
expect "$names" 0 "generic types of habit's modules made from their mangled names"
exit "$failed"
