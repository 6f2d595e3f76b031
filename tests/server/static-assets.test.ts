import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS, createApp, type ReferenceApp } from '../../server/app';
import { mountBuiltApp } from '../../server/static-app';

/* The production app (server/static-app.ts over a built dist/) sends the build's precompressed copies
 * (vite.config.ts writes .br and .gz beside every text asset) and caches hashed assets for good while index.html
 * is revalidated on every load. */

const DIST = `.data/static-test-${process.pid}`;
const APP_JS = `export const greeting = ${JSON.stringify('hallo '.repeat(400))};\n`;
const INDEX = '<!doctype html><script type="module" src="/assets/app-abc123.js"></script>';
let ref: ReferenceApp;

beforeAll(() => {
  mkdirSync(join(DIST, 'assets'), { recursive: true });
  writeFileSync(join(DIST, 'index.html'), INDEX);
  writeFileSync(join(DIST, 'index.html.gz'), gzipSync(INDEX));
  writeFileSync(join(DIST, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(DIST, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(DIST, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  ref = createApp({ dbPath: ':memory:', production: true, appOrigin: 'http://localhost', log: () => {} });
  mountBuiltApp(ref.app, DIST);
});

afterAll(() => {
  ref.close();
  rmSync(DIST, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  ref.app.fetch(
    new Request(`http://localhost${path}`, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    }),
  );

describe('built app: compression and caching', () => {
  it('sends the brotli copy to a browser that accepts it, with its type, length and Vary', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(APP_JS.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(APP_JS);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(APP_JS);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await get('/assets/app-abc123.js', 'br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/login', '/home'])('revalidates index.html at %s (no-cache), compressed', async (path) => {
    const res = await get(path, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX);
  });
});

describe("built app: the /dev endpoints (the browser tests' `start.ts --dist`)", () => {
  it('production (`--preview`) answers 404 on every /dev path', async () => {
    for (const path of ['/dev/clock', '/dev/outbox', '/dev/pass-numbers']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('the test server keeps them beside the same static serving', async () => {
    const test = createApp({ dbPath: ':memory:', production: false, log: () => {} });
    try {
      mountBuiltApp(test.app, DIST);
      const clock = await test.app.fetch(new Request('http://localhost/dev/clock'));
      expect(clock.status).toBe(200);
      expect(await clock.json()).toMatchObject({ offsetMs: 0 });
      const page = await test.app.fetch(
        new Request('http://localhost/home', { headers: { 'accept-encoding': 'gzip' } }),
      );
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(INDEX);
    } finally {
      test.close();
    }
  });
});

describe('built app: source maps and HSTS', () => {
  it('answers 404 for every *.map, even one that exists in the build', async () => {
    writeFileSync(join(DIST, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    for (const path of ['/assets/app-abc123.js.map', '/assets/missing.js.map', '/index.js.map']) {
      const res = await get(path, 'gzip, br');
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('sources');
    }
    // The script itself is still served.
    expect((await get('/assets/app-abc123.js')).status).toBe(200);
  });

  it('sends HSTS on production pages and API answers, not in development', async () => {
    expect((await get('/login')).headers.get('strict-transport-security')).toBe(HSTS);
    expect((await get('/ticketing/regions/public')).headers.get('strict-transport-security')).toBe(HSTS);
    const dev = createApp({ dbPath: ':memory:', production: false, log: () => {} });
    try {
      const res = await dev.app.fetch(new Request('http://localhost/ticketing/regions/public'));
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      dev.close();
    }
  });
});
