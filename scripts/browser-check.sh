#!/usr/bin/env bash
# The pictures in a real browser (docs/cli.md, "Pictures"): the demo data set is imported
# from its golden export, `habit show meditate --year --svg` and `habit report --html`
# are rendered by headless Chromium at 1280 and 360 px, light and dark, and by
# rsvg-convert, and the pixels are checked:
#   - the cells in the done colour are as many as the engine's done days (plus one
#     legend swatch per chart that draws any);
#   - the dark screenshots differ from the light ones;
#   - at 360 px nothing reaches the right edge of the page (nothing overflows).
# It also re-makes the README's picture, meditate-year.png.
# Installs chromium and librsvg2-bin with apt-get when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
binary=${HABIT_BINARY:-$root/.build/debug/habit}
[ -x "$binary" ] || swift build --product habit
missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
if ((${#missing[@]})); then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" fonts-dejavu-core
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HABIT_TODAY=2026-11-21 TZ=UTC NO_COLOR=1
habit() { "$binary" --data-dir "$work/data" "$@"; }
habit import csv Fixtures/golden/pictures/demo-export.csv >/dev/null
habit show meditate --year --svg >"$work/meditate.svg"
habit report --html --output "$work/report.html" 2>/dev/null
done_colour=2da44e
failures=0
fail() {
    echo "browser-check: FAIL: $*" >&2
    failures=$((failures + 1))
}

# The days the engine calls done, in a series of `show ID --SPAN --json`, of habits that
# draw them done (an at-most habit's done day is "within the limit").
done_days() {
    habit show "$1" "--$2" --json | python3 -c '
import json, sys
habit = json.load(sys.stdin)
limit = habit["goal"]["type"] == "at_most"
print(0 if limit else sum(1 for p in habit["series"] if p["status"] == "done"))'
}

shot() { # FILE WIDTH OUT [dark]
    local scheme=()
    [ "${4:-}" = dark ] && scheme=(--blink-settings=preferredColorScheme=0)
    [ "${4:-}" = light ] && scheme=(--blink-settings=preferredColorScheme=1)
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-color-profile=srgb \
        --force-device-scale-factor=1 "${scheme[@]}" --window-size="$2,${5:-2400}" --screenshot="$3" \
        "file://$1" >/dev/null 2>&1
}

# The SVG alone, at twice its size so every cell is big and distinct.
year=$(done_days meditate year)
expected=$((year + (year > 0 ? 1 : 0)))
shot "$work/meditate.svg" 1280 "$work/svg-light.png" light 400
got=$(python3 scripts/pixels.py cells "$work/svg-light.png" $done_colour)
echo "svg in chromium: $got done cells, $year done days + legend"
[ "$got" = "$expected" ] || fail "svg: $got cells in #$done_colour, expected $expected"
rsvg-convert --zoom 2 -o "$work/svg-rsvg.png" "$work/meditate.svg" || fail "rsvg-convert cannot render the svg"
got=$(python3 scripts/pixels.py cells "$work/svg-rsvg.png" $done_colour)
echo "svg in rsvg-convert: $got done cells"
[ "$got" = "$expected" ] || fail "rsvg: $got cells in #$done_colour, expected $expected"
rsvg-convert --zoom 2 -o "$root/meditate-year.png" "$work/meditate.svg"

# The page: every habit's year and last 30 days.
expected=0
for id in $(habit list --json | python3 -c 'import json,sys; print(" ".join(h["id"] for h in json.load(sys.stdin)["habits"]))'); do
    for span in year month; do
        n=$(done_days "$id" $span)
        expected=$((expected + n + (n > 0 ? 1 : 0)))
    done
done
shot "$work/report.html" 1280 "$work/page-light.png" light 6000
shot "$work/report.html" 1280 "$work/page-dark.png" dark 6000
got=$(python3 scripts/pixels.py cells "$work/page-light.png" $done_colour)
echo "html at 1280 px: $got done cells, expected $expected"
[ "$got" = "$expected" ] || fail "html: $got cells in #$done_colour, expected $expected"
got=$(python3 scripts/pixels.py cells "$work/page-dark.png" $done_colour)
echo "html at 1280 px, dark: $got done cells"
[ "$got" = "$expected" ] || fail "html dark: $got cells in #$done_colour, expected $expected"
python3 scripts/pixels.py differ "$work/page-light.png" "$work/page-dark.png" >/dev/null \
    || fail "the dark page looks like the light one"
for scheme in light dark; do
    shot "$work/report.html" 360 "$work/page-360-$scheme.png" $scheme 6000
    python3 scripts/pixels.py edge "$work/page-360-$scheme.png" 6 >/dev/null \
        || fail "something reaches the right edge of the 360 px page ($scheme)"
done
if [ -n "${BROWSER_CHECK_KEEP:-}" ]; then
    mkdir -p "$BROWSER_CHECK_KEEP"
    cp "$work"/*.png "$work"/*.svg "$work"/*.html "$BROWSER_CHECK_KEEP"/
fi
if ((failures)); then
    echo "browser-check: $failures failed" >&2
    exit 1
fi
echo "browser-check: ok"
