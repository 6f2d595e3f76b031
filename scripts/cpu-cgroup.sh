#!/usr/bin/env bash
# Runs a command in a cgroup of its own and prints the CPU-seconds of every process it started — browsers and
# servers included, also those re-parented to init when their parent exited, which getrusage and /usr/bin/time miss —
# beside its wall time and a fixed CPU loop, with the ratio of each to the loop (docs/testing.md, "The test loop
# against the CPU loop"). This kind of machine runs 2-4x faster or slower from day to day, so the ratios, not the
# seconds, are the figures to compare.
#
# Usage:  bash scripts/cpu-cgroup.sh [--name NAME] [--loop SECONDS | --no-loop] [--out FILE] [--] CMD [ARG…]
#   --name  the label of the printed line and part of the cgroup's name (default: the command's first word)
#   --loop  the CPU loop's seconds, already timed (default: $CPU_LOOP, else $CI_CPU_LOOP, else timed here first,
#           outside the cgroup: `node -e` of 1e9 additions, as .ci/run and scripts/ci-ratio.sh time it)
#   --out   also append the line to FILE (scripts/test-report.ts prints the phases' lines from it)
# Prints, after the command ends, one line:
#   cpu NAME  <cpu> CPU-s  wall <wall> s  loop <loop> s  cpu/loop <n>  wall/loop <n>  (<source>)
# and exits with the command's status (CPU_CGROUP_VERSION=v1|v2 picks the hierarchy where a host mounts both; `none`, the children only). <source> says what counted: `cgroup v1 cpuacct` (cpuacct.usage, ns),
# `cgroup v2 cpu.stat` (usage_usec) or, where no cgroup can be made (not root, no cgroup file system),
# `children only` (bash's `times` of the waited-for children: a lower bound that misses re-parented processes).
#
# Nesting: the cgroup is made under the caller's own, so a phase measured inside a measured run is counted in both
# (cpuacct and cpu.stat count a child's usage in its parents'). The cgroup is removed afterwards; processes the
# command left running are moved back to the parent first.
set -uo pipefail

name=""
loop="${CPU_LOOP:-${CI_CPU_LOOP:-}}"
time_loop=1
out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --name) name="$2"; shift 2 ;;
    --loop) loop="$2"; shift 2 ;;
    --no-loop) loop=""; time_loop=0; shift ;;
    --out) out="$2"; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: bash scripts/cpu-cgroup.sh [--name NAME] [--loop SECONDS | --no-loop] [--out FILE] [--] CMD [ARG…]" >&2
  exit 2
fi
[ -n "$name" ] || name="$(basename "$1")"

now() { date +%s.%N; }

if [ -z "$loop" ] && [ "$time_loop" = 1 ]; then
  loop_start=$(now)
  node -e "let x=0;for(let i=0;i<1e9;i++)x+=i%7"
  loop=$(awk -v s="$loop_start" -v e="$(now)" 'BEGIN { printf "%.2f", e - s }')
fi

# The cgroup: v1's cpuacct hierarchy if mounted, else the v2 (unified) one; under the caller's own cgroup there.
mount_of() { awk -v fs="$1" -v ctl="$2" '$3 == fs && (ctl == "" || $4 ~ "(^|,)" ctl "(,|$)") { print $2; exit }' /proc/mounts; }
source=""
cg=""
v1_root=$(mount_of cgroup cpuacct)
v2_root=$(mount_of cgroup2 "")
safe_name=$(printf '%s' "$name" | tr -c 'A-Za-z0-9_.-' '-')
# CPU_CGROUP_VERSION=v2 (or v1) picks one where both are mounted (a hybrid host such as this one); `none` counts
# the children only.
case "${CPU_CGROUP_VERSION:-}" in
  v1) v2_root="" ;;
  v2) v1_root="" ;;
  none) v1_root="" v2_root="" ;;
esac
if [ -n "$v1_root" ]; then
  own=$(awk -F: '$2 ~ /(^|,)cpuacct(,|$)/ { print $3; exit }' /proc/self/cgroup)
  cg="$v1_root${own%/}/cpu-$safe_name-$$-$RANDOM"
  if mkdir "$cg" 2>/dev/null; then source="cgroup v1 cpuacct"; else cg=""; fi
fi
if [ -z "$source" ] && [ -n "$v2_root" ]; then
  own=$(awk -F: '$1 == "0" { print $3; exit }' /proc/self/cgroup)
  cg="$v2_root${own%/}/cpu-$safe_name-$$-$RANDOM"
  if mkdir "$cg" 2>/dev/null && [ -f "$cg/cpu.stat" ]; then source="cgroup v2 cpu.stat"; else rmdir "$cg" 2>/dev/null; cg=""; fi
fi
# A cgroup that cannot be joined (a container's policy) is given up, so the command still runs, counted as below.
if [ -n "$cg" ] && ! ( echo "$BASHPID" >"$cg/cgroup.procs" ) 2>/dev/null; then
  rmdir "$cg" 2>/dev/null
  cg="" source=""
fi
[ -n "$source" ] || source="children only"

# CPU-seconds counted so far in the cgroup (v1: ns; v2: µs).
usage() {
  case "$source" in
    "cgroup v1 cpuacct") awk '{ printf "%.3f", $1 / 1e9 }' "$cg/cpuacct.usage" ;;
    "cgroup v2 cpu.stat") awk '$1 == "usage_usec" { printf "%.3f", $2 / 1e6 }' "$cg/cpu.stat" ;;
  esac
}

# Stopped (Ctrl-C, kill): what runs in the cgroup goes back to the parent, and the cgroup is removed.
cleanup() {
  [ -n "$cg" ] && [ -d "$cg" ] || return 0
  local parent pid
  parent=$(dirname "$cg")
  for _ in 1 2 3; do
    while read -r pid; do echo "$pid" >"$parent/cgroup.procs" 2>/dev/null; done <"$cg/cgroup.procs"
    rmdir "$cg" 2>/dev/null && return 0
    sleep 0.2
  done
}
trap 'cleanup; exit 130' INT
trap 'cleanup; exit 143' TERM

start=$(now)
if [ -n "$cg" ]; then
  # The subshell joins the cgroup, then becomes the command: only it and what it starts are counted.
  ( echo "$BASHPID" >"$cg/cgroup.procs" 2>/dev/null; exec "$@" )
  rc=$?
  cpu=$(usage)
else
  "$@"
  rc=$?
  # bash's `times`: the second line is the children's user and system time (e.g. "0m1.230s 0m0.410s").
  # (written to a file: `times` in a command substitution would report the subshell's own, empty, children)
  times_file=$(mktemp)
  times >"$times_file"
  cpu=$(awk 'NR == 2 {
    split($1, u, /m|s/); split($2, s, /m|s/); printf "%.3f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$times_file")
  rm -f "$times_file"
fi
wall=$(awk -v s="$start" -v e="$(now)" 'BEGIN { printf "%.1f", e - s }')

# Whatever the command left running goes back to the parent cgroup, so this one can be removed.
cleanup

line=$(awk -v n="$name" -v c="$cpu" -v w="$wall" -v l="$loop" -v src="$source" 'BEGIN {
  if (l > 0) printf "cpu %-10s %8.1f CPU-s  wall %7.1f s  loop %.2f s  cpu/loop %4.0f  wall/loop %4.0f  (%s)", n, c, w, l, c / l, w / l, src
  else printf "cpu %-10s %8.1f CPU-s  wall %7.1f s  (%s)", n, c, w, src }')
echo "$line"
[ -z "$out" ] || echo "$line" >>"$out"
exit "$rc"
