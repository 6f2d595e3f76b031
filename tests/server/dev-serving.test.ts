import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPathAllowed, projectRootEntries } from '../../server/lib/dev-serving';

/*
 * `npm start` serves the app (its sources through Vite), public/ and the APIs only; every other
 * file under the project root is 404: the database and its WAL, the server's code, package.json, the tests.
 */

const ROOT = process.cwd();
const ENTRIES = projectRootEntries(ROOT);

describe('devPathAllowed', () => {
  it.each([
    '/',
    '/home',
    '/book-trip?from=x',
    '/index.html',
    '/src/main.tsx',
    '/machines/booking.machine.ts',
    '/styles/theme.css.ts',
    '/common/locale-detect.ts',
    '/openapi/generated/field-rules.ts',
    '/node_modules/.vite/deps/react.js?v=1',
    '/@vite/client',
    '/@react-refresh',
    '/@id/__x00__virtual',
    '/favicon.svg',
    `/@fs${ROOT}/src/main.tsx`,
    '/@fs/usr/lib/node_modules/x.js',
  ])('lets %s through to Vite', (url) => {
    expect(devPathAllowed(url, ROOT, ENTRIES)).toBe(true);
  });

  it.each([
    '/package.json',
    '/package-lock.json',
    '/.data/reference.sqlite-wal',
    '/.git/config',
    '/.ci/run',
    '/server/lib/auth.ts',
    '/server/lib/auth.ts?import',
    '/tests/server/harness.ts',
    '/scripts/audit-gate.ts',
    '/vite.config.ts',
    '/README.md',
    '//server/lib/auth.ts',
    '/%2e%64ata/reference.sqlite',
    '/%73erver/app.ts',
    `/@fs${ROOT}/server/lib/auth.ts`,
    `/@fs${ROOT}/.data/reference.sqlite`,
    `/@fs${ROOT}/src/../server/app.ts`,
    '/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(devPathAllowed(url, ROOT, ENTRIES)).toBe(false);
  });
});

describe('npm start (Vite in middleware mode) over HTTP', () => {
  const port = 5300 + (process.pid % 200);
  const base = `http://localhost:${port}`;
  const dbPath = `.data/dev-serving-${port}.sqlite`;
  let child: ChildProcess;

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      env: { ...process.env, PORT: String(port), DB_PATH: dbPath, NODE_ENV: 'development' },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/ticketing/regions/public`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('dev server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 70_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  });

  it('serves the app, its sources, public/ and the APIs', async () => {
    for (const path of [
      '/',
      '/login',
      '/src/main.tsx',
      '/common/locale-detect.ts',
      '/openapi/generated/field-rules.ts',
      '/favicon.svg',
      '/ticketing/regions/public',
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
    }
  }, 60_000);

  it("answers 404 for the project's other files", async () => {
    for (const path of [
      '/package.json',
      `/${dbPath}-wal`,
      `/${dbPath}`,
      '/server/lib/auth.ts',
      '/tests/server/harness.ts',
      `/@fs${ROOT}/server/lib/auth.ts`,
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toBe('Not found');
    }
  });
});
