/**
 * `npm run bench:server`: how a burst of logins affects everyone else. Starts the reference server in production
 * mode (`server/start.ts --preview`, NODE_ENV=production: no /dev endpoints) on a port and database of its own,
 * measures `GET /ticketing/trips/next` of a signed-in traveller for 3 s at rest, then for 10 s while 8 parallel
 * loops log in with the right password (HTTP Basic, one request after the other per loop), and prints p50/p99/max
 * of both (ms, client-side round trip) and what the login loops got (200s, 429s). Goal: p99 under load < 50 ms.
 *
 * It measures the API only: the server gets a one-file stand-in build (`.data/bench-server-dist/index.html`), as
 * the static app plays no part in these requests. Not part of `npm test`: it prints figures, it asserts nothing.
 * The box it runs on may be shared: repeat a run before trusting a difference.
 *
 * Env: BENCH_SERVER_PORT (default 5192; the database is `.data/bench-server-<port>.sqlite`, made fresh),
 * BENCH_SERVER_ROOT (the project folder whose server/start.ts runs, default this one: to compare two versions),
 * BENCH_SECONDS (default 10), BENCH_LOOPS (default 8). Every other env variable reaches the server, e.g.
 * LOGIN_SUCCESS_ACCOUNT_MAX=100000 to measure the hashing alone, without the successful-login limit.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER_ROOT = resolve(process.env.BENCH_SERVER_ROOT ?? ROOT);
const PORT = Number(process.env.BENCH_SERVER_PORT ?? 5192);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DB_PATH = join(ROOT, `.data/bench-server-${PORT}.sqlite`);
const DIST = join(ROOT, '.data/bench-server-dist');
const LOAD_S = Number(process.env.BENCH_SECONDS ?? 10);
const LOOPS = Number(process.env.BENCH_LOOPS ?? 8);
const REST_S = 3;
/** Pause between two measured requests, ms: the measuring loop must not be load itself. */
const PROBE_GAP_MS = 20;
/** The seeded traveller with upcoming trips (server/seed.ts). */
const TRAVELLER = { email: 'reiziger@example.com', password: 'Welkom-2026!' };
const BASIC = `Basic ${Buffer.from(`${TRAVELLER.email}:${TRAVELLER.password}`).toString('base64')}`;
const HEADERS = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20', 'Api-Version': '2' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  return `n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1) ?? NaN)} ms`;
}

async function login(): Promise<Response> {
  return fetch(`${ORIGIN}/api/auth/auth/login`, {
    method: 'POST',
    headers: { ...HEADERS, Authorization: BASIC },
  });
}

/** GET /trips/next round trips (ms) until `until` (performance.now()). */
async function probe(token: string, until: number): Promise<number[]> {
  const samples: number[] = [];
  while (performance.now() < until) {
    const start = performance.now();
    const res = await fetch(`${ORIGIN}/ticketing/trips/next`, {
      headers: { ...HEADERS, Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`GET /trips/next answered ${res.status}`);
    samples.push(performance.now() - start);
    await sleep(PROBE_GAP_MS);
  }
  return samples;
}

async function main(): Promise<void> {
  mkdirSync(DIST, { recursive: true });
  writeFileSync(join(DIST, 'index.html'), '<!doctype html><title>bench</title>');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB_PATH}${suffix}`, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts', '--preview'], {
    cwd: SERVER_ROOT,
    env: {
      APP_ORIGIN: ORIGIN,
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DB_PATH,
      DIST_DIR: DIST,
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const stop = () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
  };
  process.on('exit', stop);
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      const up = await fetch(`${ORIGIN}/ticketing/regions/public`, { headers: HEADERS }).catch(() => null);
      if (up?.ok) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await sleep(200);
    }
    const first = await login();
    if (first.status !== 200) throw new Error(`login answered ${first.status}`);
    const token = ((await first.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } })
      .Data.user.sessionTokens.accessToken;
    await probe(token, performance.now() + 1000); // warm-up (JIT, caches), not counted

    const rest = await probe(token, performance.now() + REST_S * 1000);

    const statuses = new Map<number, number>();
    const until = performance.now() + LOAD_S * 1000;
    const loop = async () => {
      while (performance.now() < until) {
        const res = await login();
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    const [loaded] = await Promise.all([probe(token, until), ...Array.from({ length: LOOPS }, loop)]);

    const logins = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    console.log(`reference server bench (${SERVER_ROOT === ROOT ? 'this tree' : SERVER_ROOT}, port ${PORT})`);
    console.log(`GET /trips/next at rest (${REST_S} s):          ${summary(rest)}`);
    console.log(`GET /trips/next, ${LOOPS} login loops (${LOAD_S} s): ${summary(loaded!)}`);
    console.log(`logins in ${LOAD_S} s: ${logins || 'none'}`);
    const p99 = percentile(
      [...loaded!].sort((a, b) => a - b),
      99,
    );
    console.log(`goal p99 under load < 50 ms: ${p99 < 50 ? 'met' : 'NOT met'}`);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
