#!/usr/bin/env bash
# `npm run test:quick`, the inner loop: typecheck and lint side by side, then the Vitest files that
# changes since `main` touch (uncommitted ones included: `vitest --changed`, which follows the module graph; the
# base is TEST_QUICK_BASE, default main). No browser tests: run a spec with `npx playwright test <spec>`.
set -uo pipefail
cd "$(dirname "$0")/.."
base="${TEST_QUICK_BASE:-main}"
npm run -s typecheck & typecheck_pid=$!
npm run -s lint & lint_pid=$!
wait "$typecheck_pid"; typecheck_rc=$?
wait "$lint_pid"; lint_rc=$?
[ "$typecheck_rc" -eq 0 ] && [ "$lint_rc" -eq 0 ] || exit 1
exec npx vitest run --changed "$base" --passWithNoTests
