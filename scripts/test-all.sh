#!/usr/bin/env bash
# `npm test` (issue 20): every test, phase by phase — typecheck and lint side by side, then the unit tests, the
# model tests and the browser tests — with each phase's wall time on a line of its own ("phase <name> <s> s ok|FAILED"),
# then the slowest files of each runner and a warning for every file over 60 s (scripts/test-report.ts).
# Stops at the first failing phase (the report still prints) and exits non-zero.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=.data/reports
mkdir -p "$REPORTS"
rm -f "$REPORTS"/*.json

now() { date +%s.%N; }
say() { # name start end rc [note]
  local verdict=ok
  [ "$4" -eq 0 ] || verdict=FAILED
  awk -v n="$1" -v s="$2" -v e="$3" -v v="$verdict" -v note="${5:-}" \
    'BEGIN { printf "phase %-9s %7.1f s  %s%s\n", n, e - s, v, note }'
}
report() { node --import tsx scripts/test-report.ts "$REPORTS"; }
fail() { report; exit 1; }

# typecheck ‖ lint: two single-threaded tools on two cores; each one's output is printed after it ends.
start=$(now)
npm run -s typecheck >"$REPORTS/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run -s lint >"$REPORTS/lint.log" 2>&1 &
lint_pid=$!
wait "$typecheck_pid"; typecheck_rc=$?; typecheck_end=$(now)
wait "$lint_pid"; lint_rc=$?; lint_end=$(now)
cat "$REPORTS/typecheck.log" "$REPORTS/lint.log"
say typecheck "$start" "$typecheck_end" "$typecheck_rc" "  (alongside lint)"
say lint "$start" "$lint_end" "$lint_rc" "  (alongside typecheck)"
[ "$typecheck_rc" -eq 0 ] && [ "$lint_rc" -eq 0 ] || fail

start=$(now)
npx vitest run --exclude 'tests/model/**' --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"
rc=$?; say unit "$start" "$(now)" "$rc"; [ "$rc" -eq 0 ] || fail

start=$(now)
npx vitest run tests/model --reporter=default --reporter=json --outputFile.json="$REPORTS/model.json"
rc=$?; say model "$start" "$(now)" "$rc"; [ "$rc" -eq 0 ] || fail

start=$(now)
E2E_REPORT="$REPORTS/e2e.json" npx playwright test
rc=$?; say e2e "$start" "$(now)" "$rc"; [ "$rc" -eq 0 ] || fail

report
