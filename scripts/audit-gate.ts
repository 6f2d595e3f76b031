import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * `npm run audit`: runs `npm audit --omit=dev --json` and fails (exit 1) when any production
 * dependency has a high or critical advisory. When the audit endpoint itself cannot be reached or refuses the
 * request (this environment's registry mirror answers `405 Method Not Allowed` to the bulk-advisory POST), the
 * gate prints "audit endpoint unavailable: skipped" and passes: an endpoint error is not an advisory. Output it
 * cannot read at all fails the gate.
 */

/** Severity counts of `npm audit --json` (`metadata.vulnerabilities`). */
export interface SeverityCounts {
  info: number;
  low: number;
  moderate: number;
  high: number;
  critical: number;
}

/** The gate's verdict on one audit run. */
export type AuditVerdict =
  | { status: 'pass'; message: string; counts: SeverityCounts }
  | { status: 'fail'; message: string; counts?: SeverityCounts; packages?: string[] }
  | { status: 'skipped'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Judges the JSON `npm audit --json` printed (npm ≥ 7 report format, or npm's error object when the request
 * failed). Pure: no I/O.
 */
export function evaluateAudit(report: unknown): AuditVerdict {
  if (!isRecord(report)) return { status: 'fail', message: 'npm audit printed no JSON report: failing' };
  const metadata = report.metadata;
  if (isRecord(metadata) && isRecord(metadata.vulnerabilities)) {
    const v = metadata.vulnerabilities;
    const counts: SeverityCounts = {
      info: count(v.info),
      low: count(v.low),
      moderate: count(v.moderate),
      high: count(v.high),
      critical: count(v.critical),
    };
    const summary = `critical ${counts.critical}, high ${counts.high}, moderate ${counts.moderate}, low ${counts.low}`;
    if (counts.high + counts.critical === 0)
      return { status: 'pass', message: `no high or critical advisory (${summary})`, counts };
    const packages = isRecord(report.vulnerabilities)
      ? Object.entries(report.vulnerabilities)
          .filter(([, entry]) => isRecord(entry) && ['high', 'critical'].includes(String(entry.severity)))
          .map(([name, entry]) => `${name} (${String((entry as Record<string, unknown>).severity)})`)
      : [];
    return {
      status: 'fail',
      message: `high or critical advisories (${summary}): ${packages.join(', ') || 'see npm audit'}`,
      counts,
      packages,
    };
  }
  // npm's error object: {message, statusCode, uri, error: {summary, detail}} or {error: {code: 'ENOTFOUND', …}}.
  const error = report.error;
  if (typeof report.statusCode === 'number' || isRecord(error) || typeof report.message === 'string') {
    const reason =
      (typeof report.message === 'string' && report.message) ||
      (isRecord(error) && (String(error.summary || '') || String(error.code || ''))) ||
      'no audit report';
    return { status: 'skipped', message: `audit endpoint unavailable: skipped (${reason})` };
  }
  return { status: 'fail', message: 'npm audit printed an unknown report: failing' };
}

/** Runs `npm audit --omit=dev --json` in `cwd` and judges its output. */
export function runAuditGate(cwd: string = process.cwd()): AuditVerdict {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
  });
  let report: unknown;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  return evaluateAudit(report);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verdict = runAuditGate();
  const line = `npm audit --omit=dev: ${verdict.message}`;
  if (verdict.status === 'fail') {
    console.error(line);
    process.exit(1);
  }
  console.log(line);
}
