import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printScanSummary } from './axe';
import { E2E_DIST, E2E_WORKERS, startServer, workerPort, type ServerProcess } from './servers';

/**
 * Playwright global setup: builds the app once into E2E_DIST (`vite build`, the production build the
 * preview server serves; `E2E_BUILD=0` reuses an existing build, for re-running one spec), then starts one shared
 * server per worker (`workerPort(i)`, database `.data/e2e-<port>.sqlite`, fresh) and names the run's axe summary
 * file (A11Y_SUMMARY_FILE, inherited by the workers). Returns the teardown: it stops the servers and prints the
 * axe summary of the whole run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  process.env.A11Y_SUMMARY_FILE = join(tmpdir(), `a11y-summary-${process.pid}.jsonl`);
  if (process.env.E2E_BUILD === '0' && existsSync(`${E2E_DIST}/index.html`)) {
    console.log(`[e2e] reusing the build in ${E2E_DIST} (E2E_BUILD=0)`);
  } else {
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', E2E_DIST, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
    console.log(`[e2e] built the app into ${E2E_DIST} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const servers: ServerProcess[] = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, i) => {
      const port = workerPort(i);
      return startServer({ port, dbPath: `.data/e2e-${port}.sqlite`, fresh: true });
    }),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    printScanSummary();
  };
}
