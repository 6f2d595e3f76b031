import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ReferenceApp } from '../../server/app';
import { mountBuiltApp } from '../../server/static-app';

/* `POST /dev/app-release` (docs/qa-endpoints.md): QA publishes a new release of the built app without building
 * it again; the served /sw.js then ends with the release's number, a byte change a browser's service-worker update
 * check sees. A reset keeps it; production has neither the endpoint nor the change. */

const DIST = `.data/app-release-test-${process.pid}`;
const SW = 'self.addEventListener("message",()=>{});';
const built: ReferenceApp[] = [];

function serve(production: boolean): ReferenceApp {
  const ref = createApp({ dbPath: ':memory:', production, appOrigin: 'http://localhost', log: () => {} });
  mountBuiltApp(ref.app, DIST, ref.appRelease);
  built.push(ref);
  return ref;
}

/** The body as text, unzipped when the server sent the build's gzip copy. */
async function text(res: Response): Promise<string> {
  const body = Buffer.from(await res.arrayBuffer());
  return (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

const call = (ref: ReferenceApp, method: string, path: string) =>
  ref.app.fetch(new Request(`http://localhost${path}`, { method, headers: { 'accept-encoding': 'gzip' } }));

beforeAll(() => {
  mkdirSync(DIST, { recursive: true });
  writeFileSync(join(DIST, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(DIST, 'sw.js'), SW);
  writeFileSync(join(DIST, 'sw.js.gz'), gzipSync(SW));
});

afterAll(() => {
  for (const ref of built) ref.close();
  rmSync(DIST, { recursive: true, force: true });
});

describe('/dev/app-release', () => {
  it('serves the built sw.js until a release is published, then the same script naming the latest release', async () => {
    const ref = serve(false);
    expect(await (await call(ref, 'GET', '/dev/app-release')).json()).toEqual({ release: 0 });
    const before = await call(ref, 'GET', '/sw.js');
    expect(before.headers.get('content-encoding')).toBe('gzip');
    expect(await text(before)).toBe(SW);

    const first = await call(ref, 'POST', '/dev/app-release');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ release: 1 });
    expect(await (await call(ref, 'POST', '/dev/app-release')).json()).toEqual({ release: 2 });

    const after = await call(ref, 'GET', '/sw.js');
    expect(after.status).toBe(200);
    expect(after.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(after.headers.get('cache-control')).toBe('no-cache');
    expect(after.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await text(after)).toBe(`${SW}\n// QA release 2\n`);
  });

  it('is kept by a reset: it is the app, not the data', async () => {
    const ref = serve(false);
    await call(ref, 'POST', '/dev/app-release');
    expect((await call(ref, 'POST', '/dev/reset')).status).toBe(204);
    expect(await (await call(ref, 'GET', '/dev/app-release')).json()).toEqual({ release: 1 });
    expect(await text(await call(ref, 'GET', '/sw.js'))).toMatch(/\/\/ QA release 1\n$/);
  });

  it('does not exist in production, where sw.js is always the build', async () => {
    const ref = serve(true);
    expect((await call(ref, 'POST', '/dev/app-release')).status).toBe(404);
    expect(ref.appRelease()).toBe(0);
    expect(await text(await call(ref, 'GET', '/sw.js'))).toBe(SW);
  });
});
