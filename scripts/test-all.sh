#!/usr/bin/env bash
# `npm test`: every test, phase by phase — typecheck and lint side by side with the browser tests' build,
# then the unit and model tests (one Vitest run), then the browser tests — with each phase's wall time on a line of
# its own ("phase <name> <s> s ok|FAILED"), then the slowest files of each runner and a warning for every file over
# 60 s (scripts/test-report.ts). Stops at the first failing phase (the report still prints) and exits non-zero.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=.data/reports

# The machine's speed varies 2-4x from day to day, so the run's time is also reported as a ratio to a fixed CPU
# loop timed here (the loop of scripts/ci-ratio.sh). The ratio counts from CI_START when .ci/run sets it (its
# install phase included), else from now.
# .ci/run times it before its install (CI_CPU_LOOP), while nothing else runs.
# Then the run starts again inside a cgroup of its own (scripts/cpu-cgroup.sh), which counts the CPU-seconds of
# every process it starts, browsers and servers included, and prints them last ("cpu npm-test …").
if [ -z "${TEST_ALL_CGROUP:-}" ]; then
  mkdir -p "$REPORTS"
  rm -f "$REPORTS"/*.json "$REPORTS"/cpu-loop.txt "$REPORTS"/cpu.txt "$REPORTS"/charts.end
  run_start="${CI_START:-$(date +%s.%N)}"
  if [ -n "${CI_CPU_LOOP:-}" ]; then
    echo "$CI_CPU_LOOP $run_start" >"$REPORTS/cpu-loop.txt"
  else
    loop_start=$(date +%s.%N)
    node -e "let x=0;for(let i=0;i<1e9;i++)x+=i%7"
    awk -v s="$loop_start" -v e="$(date +%s.%N)" -v r="$run_start" 'BEGIN { printf "%.2f %s\n", e - s, r }' >"$REPORTS/cpu-loop.txt"
  fi
  TEST_ALL_CGROUP=1 exec bash scripts/cpu-cgroup.sh --name npm-test --loop "$(cut -d' ' -f1 "$REPORTS/cpu-loop.txt")" \
    --out "$REPORTS/cpu.txt" -- bash scripts/test-all.sh "$@"
fi
LOOP=$(cut -d' ' -f1 "$REPORTS/cpu-loop.txt")

now() { date +%s.%N; }
say() { # name start end rc [note]
  local verdict=ok
  [ "$4" -eq 0 ] || verdict=FAILED
  awk -v n="$1" -v s="$2" -v e="$3" -v v="$verdict" -v note="${5:-}" \
    'BEGIN { printf "phase %-9s %7.1f s  %s%s\n", n, e - s, v, note }'
}
report() { node --import tsx scripts/test-report.ts "$REPORTS"; }
# A phase's command in a cgroup of its own: its CPU-seconds, wall time and ratios to the loop on a `cpu <name>` line,
# also kept in $REPORTS/cpu.txt for the report.
measured() { # name cmd…
  local name="$1"
  shift
  bash scripts/cpu-cgroup.sh --name "$name" --loop "$LOOP" --out "$REPORTS/cpu.txt" -- "$@"
}
fail() { report; exit 1; }

# typecheck ‖ lint ‖ build ‖ charts: two single-threaded tools on two cores, and the production build the browser
# tests run against (`vite build` into E2E_DIST; the Playwright global setup reuses it, E2E_BUILD=0), which fills the
# core typecheck leaves idle and no longer holds up the e2e phase; beside them the few seconds of the charts check
# (Stately's parser reads every chart whole, tools/machine-extractor/check.ts; it installs its own parser on first
# use). Each one's output is printed after it ends.
export E2E_DIST="${E2E_DIST:-.data/e2e-dist}"
start=$(now)
# (the check ends first: it notes its own end time)
{ measured charts npm run -s check:charts >"$REPORTS/charts.log" 2>&1; charts_rc=$?; now >"$REPORTS/charts.end"; exit "$charts_rc"; } &
charts_pid=$!
measured typecheck npm run -s typecheck >"$REPORTS/typecheck.log" 2>&1 &
typecheck_pid=$!
measured lint npm run -s lint >"$REPORTS/lint.log" 2>&1 &
lint_pid=$!
measured build node node_modules/vite/bin/vite.js build --outDir "$E2E_DIST" --emptyOutDir --logLevel warn >"$REPORTS/build.log" 2>&1 &
build_pid=$!
wait "$typecheck_pid"; typecheck_rc=$?; typecheck_end=$(now)
wait "$lint_pid"; lint_rc=$?; lint_end=$(now)
wait "$build_pid"; build_rc=$?; build_end=$(now)
wait "$charts_pid"; charts_rc=$?; charts_end=$(cat "$REPORTS/charts.end" 2>/dev/null || now)
cat "$REPORTS/typecheck.log" "$REPORTS/lint.log" "$REPORTS/build.log" "$REPORTS/charts.log"
say typecheck "$start" "$typecheck_end" "$typecheck_rc" "  (alongside lint, build, charts)"
say lint "$start" "$lint_end" "$lint_rc" "  (alongside typecheck, build, charts)"
say build "$start" "$build_end" "$build_rc" "  (alongside typecheck, lint, charts: the e2e phase's app, into $E2E_DIST)"
say charts "$start" "$charts_end" "$charts_rc" "  (alongside typecheck, lint, build: Stately's parser reads every chart whole)"
[ "$typecheck_rc" -eq 0 ] && [ "$lint_rc" -eq 0 ] && [ "$build_rc" -eq 0 ] && [ "$charts_rc" -eq 0 ] || fail

# .ci/run compiles better-sqlite3's binding alongside the first phase and names the file its exit code lands in
# (NATIVE_BUILD_STATUS); everything from here on opens a database.
if [ -n "${NATIVE_BUILD_STATUS:-}" ]; then
  start=$(now)
  for _ in $(seq 900); do [ -f "$NATIVE_BUILD_STATUS" ] && break; sleep 1; done
  native_rc=$(cat "$NATIVE_BUILD_STATUS" 2>/dev/null || echo 124)
  [ "$native_rc" -eq 0 ] || cat "${NATIVE_BUILD_STATUS%.status}"
  say native "$start" "$(now)" "$native_rc" "  (waiting for better-sqlite3's compile, begun in the install phase)"
  [ "$native_rc" -eq 0 ] || fail
fi

# unit + model: one Vitest run (one start-up, and the model files fill the workers while the last unit files run);
# scripts/test-report.ts splits its report into the two runners' slowest files.
start=$(now)
measured unit+model npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest.json"
rc=$?; say unit+model "$start" "$(now)" "$rc"; [ "$rc" -eq 0 ] || fail

start=$(now)
E2E_BUILD=0 E2E_REPORT="$REPORTS/e2e.json" E2E_TIME_REPORT="$REPORTS/e2e-time.json" measured e2e npx playwright test
rc=$?; say e2e "$start" "$(now)" "$rc"; [ "$rc" -eq 0 ] || fail

report
