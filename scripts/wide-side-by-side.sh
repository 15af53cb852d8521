#!/bin/bash
# Side by side, interleaved: base and new release binaries on the same wide data sets.
# usage: scripts/wide-side-by-side.sh ROOT BEFORE AFTER [ROUNDS]
# ROOT: the directory `habit-bench --wide --keep` printed; BEFORE, AFTER: two release
# `habit` binaries (docs/performance.md, "Wide data sets").
ROOT=$1; BASE=$2; NEW=$3; ROUNDS=${4:-3}
ids=$(seq -f "h%g" 0 999 | tr '\n' ' ')
echo "| habits | command | base median s | new median s | base peak MiB | new peak MiB |"
echo "|---|---|---|---|---|---|"
for n in 10000 100000; do
  D=$ROOT/wide-$n
  for cmd in "skip --all --force" "check $ids" "rename" "verify" "export --format csv"; do
    label=$(echo "$cmd" | cut -c1-22); [ "${cmd:0:5}" = "check" ] && label="check (1,000 ids)"
    declare -A med peak
    for which in base new; do
      bin=$BASE; [ $which = new ] && bin=$NEW
      times=()
      for r in $(seq 1 $ROUNDS) peak; do
        if [ "$cmd" = rename ]; then
          args="rename h5 h5x"; [ -n "$(grep -c '^h5x ' $D/habits | grep -v '^0$')" ] && args="rename h5x h5"
        else args=$cmd; fi
        if [ $r = peak ]; then
          /usr/bin/time -f %M -o "$ROOT/peak" $bin --data-dir $D --today 2026-11-21 $args > /dev/null 2>"$ROOT/err" || { echo "FAIL $which $args"; cat "$ROOT/err" | head -3; }
          peak[$which]=$(( $(tail -1 "$ROOT/peak") / 1024 ))
        else
          s=$(date +%s%N)
          $bin --data-dir $D --today 2026-11-21 $args > /dev/null 2>"$ROOT/err" || { echo "FAIL $which $args"; head -3 "$ROOT/err"; }
          e=$(date +%s%N)
          times+=($(( (e - s) / 1000000 )))
        fi
      done
      med[$which]=$(printf "%s\n" "${times[@]}" | sort -n | sed -n "$(( (ROUNDS + 1) / 2 ))p")
    done
    printf "| %s | \`%s\` | %.2f | %.2f | %s | %s |\n" $n "$label" $(echo "${med[base]} / 1000" | bc -l) $(echo "${med[new]} / 1000" | bc -l) ${peak[base]} ${peak[new]}
  done
done
