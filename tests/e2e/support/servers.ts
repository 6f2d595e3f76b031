import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

/*
 * The browser tests' servers. Every spec runs against the PRODUCTION BUILD of the app (one `vite build`
 * per run, into E2E_DIST) served by `server/start.ts --dist`: the preview server's static serving, CSP and preloads,
 * plus the `/dev` QA endpoints (not production). Each Playwright worker has a shared server of its own, with its own
 * SQLite file, so two workers never see each other's /dev/reset or clock. Specs that restart a server or move its
 * clock start one of their own on a port of their own (`ownPort`).
 */

/** First port of the browser tests (docs/configuration.md). */
const E2E_PORT = Number(process.env.E2E_PORT ?? 5180);

/** The build the browser tests serve (made once per run by tests/e2e/support/global-setup.ts). */
export const E2E_DIST = process.env.E2E_DIST ?? '.data/e2e-dist';

/**
 * Playwright workers (E2E_WORKERS overrides). Four on the 2-core machines here: much of a browser test is waiting
 * (injected latency, held requests, polls), so the phase used only 37 % of the two cores with three (313 CPU-s in
 * 424 s); a third worker took the suite from 5.5 to 4.7 min, a fourth from 407 to 379 s (clean clone, no retries);
 * a fifth saved 13 s more but made the logout spec flaky.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4));

/** Port of worker `parallelIndex`'s shared server: E2E_PORT, E2E_PORT+1, … (at most 10 workers). */
export function workerPort(parallelIndex: number): number {
  return E2E_PORT + parallelIndex;
}

/**
 * A port for a spec's own server: E2E_PORT + 10 + `slot` (slots 0–39; each spec file takes slots of its own, and a
 * spec file runs in one worker at a time, so no two servers ever share one).
 */
export function ownPort(slot: number): number {
  return E2E_PORT + 10 + slot;
}

/** A running reference server (`npm start`'s server.ts, in one of its modes). */
export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `server/start.ts` on `port` with database `dbPath` and resolves once it answers HTTP. `fresh` deletes
 * the database first. `mode`: 'dist' (default) serves the test build (E2E_DIST) with the `/dev` endpoints;
 * 'preview' serves it as `npm run preview` does (NODE_ENV=production: no `/dev`); 'dev' serves the app through
 * Vite's dev middleware, as `npm start` does (for a build-time variable such as VITE_GOOGLE_MAPS_API_KEY, passed
 * in `env`). `dist` names another build folder (default E2E_DIST; scripts/screenshots.ts uses its own). Throws
 * with the server's output if it exits or takes over 60 s.
 */
export async function startServer(opts: {
  port: number;
  dbPath: string;
  fresh?: boolean;
  mode?: 'dist' | 'preview' | 'dev';
  env?: Record<string, string>;
  dist?: string;
}): Promise<ServerProcess> {
  const mode = opts.mode ?? 'dist';
  const dist = opts.dist ?? E2E_DIST;
  if (mode !== 'dev' && !existsSync(`${dist}/index.html`))
    throw new Error(`${dist}/index.html is missing: the global setup builds it (E2E_BUILD=0 skips that).`);
  if (opts.fresh)
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${opts.dbPath}${suffix}`, { force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/start.ts', ...(mode === 'dev' ? [] : [`--${mode}`])],
    {
      env: {
        ...process.env,
        // The links in mails point at this server itself (a production start refuses to run without it).
        APP_ORIGIN: `http://localhost:${opts.port}`,
        ...opts.env,
        PORT: String(opts.port),
        DB_PATH: opts.dbPath,
        DIST_DIR: dist,
        NODE_ENV: mode === 'preview' ? 'production' : 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/ticketing/regions/public`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid!, 'SIGTERM');
      }),
  };
}
