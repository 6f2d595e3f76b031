#!/usr/bin/env bash
# Times a clean-clone `.ci/run` of the current commit as a ratio to a fixed CPU loop (docs/testing.md, "The test
# loop against the CPU loop"): this kind of machine runs 2–4× faster or slower from one day to the next, so the
# ratio, not the seconds, is the figure to compare. `npm test` prints the same ratio at its end (scripts/test-all.sh,
# scripts/test-report.ts), counted under `.ci/run` from its install's start, with the loop `.ci/run` times first.
#
# Usage, from anywhere in the repository:  bash scripts/ci-ratio.sh
# Clones the committed HEAD (uncommitted changes are not part of the run) into a temporary folder, runs
# `CI=true bash .ci/run` there, prints its `phase …`, `cpu …` (each phase's CPU-seconds, counted in a cgroup by
# scripts/cpu-cgroup.sh), `tests: …` and `warning: …` lines, then
#   cpu loop <s> s; .ci/run rc <rc> in <s> s, <c> CPU-s; wall ratio <n>, CPU ratio <n> (goal ≤ 262)
# and exits with `.ci/run`'s status. The clone and its log are deleted afterwards; set CI_RATIO_KEEP=1 to keep
# them (the folder is printed).
set -u
top=$(git rev-parse --show-toplevel) || exit 1
# The same loop .ci/run times (one core, about 3 s on a quiet 2-core box), timed the same way.
loop_start=$(date +%s.%N)
node -e "let x=0;for(let i=0;i<1e9;i++)x+=i%7" || exit 1
loop=$(awk -v s="$loop_start" -v e="$(date +%s.%N)" 'BEGIN { printf "%.2f", e - s }')
dir=$(mktemp -d)
git clone -q "$top" "$dir/p" || exit 1
start=$(date +%s)
(cd "$dir/p" && CI=true bash .ci/run > "$dir/ci.log" 2>&1); rc=$?
secs=$(( $(date +%s) - start ))
grep -aE '^phase|^cpu |^tests:|^warning' "$dir/ci.log"
# .ci/run's own cgroup (scripts/cpu-cgroup.sh): the CPU-seconds of every process of the run.
cpu=$(awk '$1 == "cpu" && $2 == "ci-run" { print $3 }' "$dir/ci.log")
if [ "${CI_RATIO_KEEP:-0}" = 1 ]; then echo "kept: $dir"; else rm -rf "$dir"; fi
echo "cpu loop ${loop} s; .ci/run rc ${rc} in ${secs} s, ${cpu:-?} CPU-s; wall ratio $(awk -v s="$secs" -v l="$loop" 'BEGIN { printf "%.0f", s / l }'), CPU ratio $(awk -v c="${cpu:-0}" -v l="$loop" 'BEGIN { printf "%.0f", c / l }') (goal ≤ 262)"
exit "$rc"
