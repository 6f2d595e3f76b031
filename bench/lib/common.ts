/**
 * What every part of the bench shares (bench/run.ts): paths and ports, the result table, size helpers, the
 * production build and server, and a signed-in browser context.
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = resolve(ROOT, process.env.BENCH_DIST ?? '.data/bench-dist');
const PORT = Number(process.env.BENCH_PORT ?? 5186);
const DB_PATH = join(ROOT, PORT === 5186 ? '.data/bench.sqlite' : `.data/bench-${PORT}.sqlite`);
export const ORIGIN = `http://localhost:${PORT}`;
export const CHROME_PATH = CHROMIUM_PATH;
/** Lighthouse's Chromium: the shared flags, headless. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The seeded traveller with upcoming trips and one pass number (server/seed.ts). */
export const TRAVELLER = {
  email: 'reiziger@example.com',
  password: 'Welkom-2026!',
  passNumber: '2001000109',
};
/** Key the app keeps its session under (src/app/auth-actors.ts SESSION_STORAGE_KEY). */
export const SESSION_KEY = 'regiotaxi.session';
export const LATENCY_MS = 300;
export const KB = 1024;

/** One row of the printed table. */
export interface Row {
  group: string;
  metric: string;
  value: string;
  target: string;
  pass: boolean | null;
}
export const rows: Row[] = [];
export const results: Record<string, unknown> = {};

export function record(
  group: string,
  metric: string,
  value: string,
  target = '',
  pass: boolean | null = null,
) {
  rows.push({ group, metric, value, target, pass });
}

export const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const isApi = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith('/ticketing/') || pathname.startsWith('/api/');
};
export const since = (start: number) => Math.round(performance.now() - start);

// ─── build and serve ───────────────────────────────────────────────────────────────────────────────────────────

export function build() {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(DIST)) return;
  execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn`, { cwd: ROOT, stdio: 'inherit' });
}

export async function startServer(): Promise<ChildProcess> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB_PATH}${suffix}`, { force: true });
  const server = spawn('npx', ['tsx', 'server/start.ts', '--preview'], {
    cwd: ROOT,
    env: {
      APP_ORIGIN: ORIGIN,
      ...process.env,
      DIST_DIR: DIST,
      PORT: String(PORT),
      DB_PATH,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${ORIGIN}/login`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the reference server did not answer on ${ORIGIN}`);
}

/** Logs in through the Account API and returns the session the app stores (src/app/auth-actors.ts). */
export async function apiSession() {
  const basic = Buffer.from(`${TRAVELLER.email}:${TRAVELLER.password}`).toString('base64');
  const res = await fetch(`${ORIGIN}/api/auth/auth/login`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}` },
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const body = (await res.json()) as {
    Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
  };
  const { username, sessionTokens } = body.Data.user;
  return {
    username,
    accessToken: sessionTokens.accessToken,
    refreshToken: sessionTokens.refreshToken,
    passNumber: TRAVELLER.passNumber,
  };
}

/** Marks the traveller's release notes as read, so the signed-in pages open without the what's-new dialog. */
export async function markReleaseNotesViewed() {
  const { accessToken } = await apiSession();
  const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
  const notes = (await (await fetch(`${ORIGIN}/api/external/release-notes`, { headers })).json()) as {
    Data: Array<{ id: number }>;
  };
  const ids = notes.Data.map((n) => n.id);
  if (ids.length === 0) return;
  await fetch(`${ORIGIN}/api/external/release-notes/bulk/mark-as-viewed`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ids }),
  });
}

export async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const session = await apiSession();
  const context = await browser.newContext({ locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
  return context;
}

/** Waits until /home shows the budget and the next trip (nl-NL texts of src/i18n/nl-NL.ts). */
export async function homeReady(page: Page) {
  await page.getByText('Resterende kilometers').waitFor({ timeout: 30_000 });
  await page.getByText('Wanneer', { exact: true }).first().waitFor({ timeout: 30_000 });
}
