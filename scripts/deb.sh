#!/usr/bin/env bash
# Builds habit_VERSION_ARCH.deb with dpkg-deb (docs/install.md, "The Debian package"):
# the files `make install` puts under /usr, stripped and compressed as Debian wants, with
# the copyright and the changelog; gzip, not xz (a fifth of the time, a larger file).
# `make deb` runs it after the release build; the version is the binary's (`habit
# --version`), so the package and the binary cannot disagree.
#
#   scripts/deb.sh [OUTDIR]        default: the package's root; DEBFULLNAME and DEBEMAIL
#                                  name the maintainer
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.}
version=$(.build/release/habit --version | sed 's/^habit //')
arch=$(dpkg --print-architecture)
maintainer="${DEBFULLNAME:-habit maintainers} <${DEBEMAIL:-habit@example.org}>"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/habit
# The same files in the same places as `make install`, under /usr; zsh's folder is the
# one Debian's zsh reads.
make --no-print-directory install DESTDIR="$root" PREFIX=/usr ZSHDIR=/usr/share/zsh/vendor-completions > /dev/null
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/habit"
# The binary carries no run path (`make` links it with `--disable-local-rpath`): it loads
# no library from its own folder.
if readelf -d "$root/usr/bin/habit" | grep -q -E 'RPATH|RUNPATH'; then
    echo "deb.sh: .build/release/habit has a run path; build it with 'make'" >&2
    exit 1
fi
gzip -9n "$root/usr/share/man/man1/habit.1"

doc=$root/usr/share/doc/habit
install -d "$doc"
cat > "$doc/copyright" << EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: habit
Comment: No licence has been granted yet: the authors keep all rights. This file is to
 be brought in step once the project names its licence.

Files: *
Copyright: 2026 the habit authors
License: none
 No licence granted.
EOF
# A Debian changelog, one entry a release of CHANGELOG.md (newest first); a native
# package keeps it as changelog.gz.
grep '^## \[[0-9]' CHANGELOG.md | sed 's/^## \[\([^]]*\)\] — \(.*\)$/\1 \2/' | while read -r release day; do
    printf 'habit (%s) unstable; urgency=medium\n\n' "$release"
    printf '  * Release %s; CHANGELOG.md in the source lists its changes.\n\n' "$release"
    printf ' -- %s  %s\n\n' "$maintainer" "$(date -u -R -d "$day")"
done | sed '$d' | gzip -9n > "$doc/changelog.gz"

install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" << EOF
Package: habit
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk "$root/usr" | cut -f1)
Depends: $(cd "$scratch" && mkdir -p debian && printf 'Source: habit\n\nPackage: habit\nArchitecture: any\n' > debian/control && dpkg-shlibdeps -O -e habit/usr/bin/habit 2> /dev/null | sed 's/^shlibs:Depends=//')
Recommends: tzdata
Section: utils
Priority: optional
Description: track habits and their streaks in the terminal
 habit keeps your habits in three plain text files, records what you did
 each day, and tells you your streaks, what is due, what is at risk and how
 you did over the last week, month or year. With a manual page and bash, zsh
 and fish completions.
EOF
deb="$out/habit_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zgzip -z9 --build "$root" "$deb" > /dev/null
echo "$deb"
