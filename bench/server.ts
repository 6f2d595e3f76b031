/**
 * `npm run bench:server`: how a burst of logins affects everyone else. Starts the reference server in production
 * mode (`server/start.ts --preview`, NODE_ENV=production: no /dev endpoints) on a port and database of its own,
 * measures `GET /ticketing/trips/next` of a signed-in traveller for 3 s at rest, then for 10 s while 8 parallel
 * loops log in with the right password (HTTP Basic, one request after the other per loop), and prints p50/p99/max
 * of both (ms, client-side round trip) and what the login loops got (200s, 429s). Goal: p99 under load < 50 ms.
 *
 * Second case, the owner's login under a burst: an attacker address (127.0.<round>.2, a fresh one each round)
 * fires 300 concurrent wrong logins for as many unknown e-mails, and while they run the owner — the demo traveller,
 * from 127.0.0.1 with the device cookie of an earlier login — logs in twice, one after the other. Over
 * BENCH_BURST_ROUNDS rounds (default 5) it prints p50/p99/max of the owner's logins (ms) and what the burst and
 * the owner got. Goal: the owner's p99 under 1 s.
 *
 * It measures the API only: the server gets a one-file stand-in build (`.data/bench-server-dist/index.html`), as
 * the static app plays no part in these requests. Not part of `npm test`: it prints figures, it asserts nothing.
 * The box it runs on may be shared: repeat a run before trusting a difference.
 *
 * Env: BENCH_SERVER_PORT (default 5192; the database is `.data/bench-server-<port>.sqlite`, made fresh),
 * BENCH_SERVER_ROOT (the project folder whose server/start.ts runs, default this one: to compare two versions),
 * BENCH_SECONDS (default 10), BENCH_LOOPS (default 8), BENCH_BURST_ROUNDS (default 5), BENCH_BURST (default 300).
 * Every other env variable reaches the server, e.g.
 * LOGIN_SUCCESS_ACCOUNT_MAX=100000 to measure the hashing alone, without the successful-login limit.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
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
const BURST_ROUNDS = Number(process.env.BENCH_BURST_ROUNDS ?? 5);
const BURST = Number(process.env.BENCH_BURST ?? 300);
/** The owner's logins per burst round (two: the successful-login cap of 30 per account stays far). */
const OWNER_LOGINS_PER_ROUND = 2;
/** How long the burst runs before the owner logs in, ms: the wrong logins are in line by then. */
const OWNER_DELAY_MS = 100;
/** The burst case's owner: the seeded demo traveller (server/seed.ts), not the login loops' traveller. */
const OWNER = { email: 'demo@example.com', password: 'Welkom-2026!' };
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

/**
 * One login from the loopback address `from` (127.0.0.0/8: each its own client for the server), on a connection
 * of its own. @returns the status, the Set-Cookie pairs and the round trip (ms).
 */
function loginFrom(
  from: string,
  email: string,
  password: string,
  cookie?: string,
): Promise<{ status: number; cookies: string[]; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: '/api/auth/auth/login',
        agent: false,
        localAddress: from,
        headers: {
          ...HEADERS,
          Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!),
            ms: performance.now() - start,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const tallyText = (statuses: Map<number, number>) =>
  [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ') || 'none';

/** The burst case (see the file comment): the owner's login round trips and both sides' statuses. */
async function ownerUnderBurst() {
  const first = await loginFrom('127.0.0.1', OWNER.email, OWNER.password);
  if (first.status !== 200) throw new Error(`the owner's first login answered ${first.status}`);
  const cookie = first.cookies.join('; ');
  const owner: number[] = [];
  const ownerStatuses = new Map<number, number>();
  const burstStatuses = new Map<number, number>();
  for (let round = 1; round <= BURST_ROUNDS; round += 1) {
    const attacker = `127.0.${round}.2`;
    const burst = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        loginFrom(attacker, `onbekend-${round}-${i}@example.com`, 'Fout-2026!').catch(() => ({
          status: 0,
          cookies: [],
          ms: 0,
        })),
      ),
    );
    await sleep(OWNER_DELAY_MS);
    for (let i = 0; i < OWNER_LOGINS_PER_ROUND; i += 1) {
      const res = await loginFrom('127.0.0.1', OWNER.email, OWNER.password, cookie);
      owner.push(res.ms);
      ownerStatuses.set(res.status, (ownerStatuses.get(res.status) ?? 0) + 1);
    }
    for (const res of await burst) burstStatuses.set(res.status, (burstStatuses.get(res.status) ?? 0) + 1);
  }
  return { owner, ownerStatuses, burstStatuses };
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

    const burst = await ownerUnderBurst();
    const ownerP99 = percentile(
      [...burst.owner].sort((a, b) => a - b),
      99,
    );
    console.log(
      `owner's login, ${BURST} wrong logins at once from one address (${BURST_ROUNDS} rounds): ${summary(burst.owner)}`,
    );
    console.log(
      `  the owner got: ${tallyText(burst.ownerStatuses)}; the bursts got: ${tallyText(burst.burstStatuses)}`,
    );
    console.log(
      `goal owner's login p99 under a ${BURST}-request burst < 1000 ms: ${ownerP99 < 1000 ? 'met' : 'NOT met'}`,
    );
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
