import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ReferenceApp } from '../../server/app';
import {
  DEV_CSP,
  inlineScriptHashes,
  PRODUCTION_CSP,
  productionCsp,
} from '../../server/lib/security-headers';
import { mountBuiltApp } from '../../server/static-app';

/* The production app (`npm run preview`: server/static-app.ts over a built dist/) sends a
 * Content-Security-Policy without inline script (but the build's boot script, allowed by its hash), with connect-src limited to the own origin and Google Maps. */

/** Parses a CSP header value into directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const DIST = `.data/csp-test-${process.pid}`;
let ref: ReferenceApp;

beforeAll(() => {
  mkdirSync(join(DIST, 'assets'), { recursive: true });
  writeFileSync(
    join(DIST, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(join(DIST, 'assets', 'app.js'), 'export {};');
  ref = createApp({ dbPath: ':memory:', production: true, appOrigin: 'http://localhost', log: () => {} });
  mountBuiltApp(ref.app, DIST);
});

afterAll(() => {
  ref.close();
  rmSync(DIST, { recursive: true, force: true });
});

describe('Content-Security-Policy of the production app', () => {
  it.each(['/', '/login', '/book-trip', '/my-trips', '/assets/app.js'])(
    '%s carries the policy',
    async (path) => {
      const res = await ref.app.fetch(new Request(`http://localhost${path}`));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBe(PRODUCTION_CSP);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('allows no inline or eval script, no plugins, no framing, no foreign base or connections', () => {
    const csp = directives(PRODUCTION_CSP);
    const script = csp.get('script-src')!;
    expect(script).toContain("'self'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(
      script.every(
        (s) =>
          s === "'self'" || s === "'report-sample'" || /^https:\/\/maps\.(googleapis|gstatic)\.com$/.test(s),
      ),
    ).toBe(true);
    const connect = csp.get('connect-src')!;
    expect(connect[0]).toBe("'self'");
    // Only Google Maps hosts besides the app's own origin (both APIs are same-origin here).
    expect(connect.slice(1).every((s) => /^https:\/\/(\*|maps)\.(googleapis|gstatic)\.com$/.test(s))).toBe(
      true,
    );
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    // The keyless map's basemap: exactly the PDOK tile host, no wildcard.
    expect(csp.get('img-src')).toContain('https://service.pdok.nl');
    expect(csp.get('img-src')!.filter((s) => s.includes('pdok'))).toEqual(['https://service.pdok.nl']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('the relaxed dev policy still forbids plugins, foreign base URIs and framing', () => {
    const csp = directives(DEV_CSP);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('API answers keep their own headers; the payment pages keep their stricter policy', async () => {
    const api = await ref.app.fetch(new Request('http://localhost/ticketing/regions/public'));
    expect(api.headers.get('content-security-policy')).toBeNull();
    const pay = await ref.app.fetch(new Request('http://localhost/pay/unknown-token'));
    expect(pay.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('the source index.html has no inline script (the boot script is added by the build, below)', () => {
    const html = readFileSync('index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('a built index.html with the inline boot script', () => {
  const BOOT_DIST = `.data/csp-boot-test-${process.pid}`;
  const BOOT = 'window.__regiotaxiPrefetch=[];';
  let boot: ReferenceApp;

  beforeAll(() => {
    mkdirSync(join(BOOT_DIST, 'assets'), { recursive: true });
    writeFileSync(
      join(BOOT_DIST, 'index.html'),
      `<!doctype html><head><title>x</title>\n    <script>${BOOT}</script><script type="module" src="/assets/app.js"></script></head>`,
    );
    boot = createApp({ dbPath: ':memory:', production: true, appOrigin: 'http://localhost', log: () => {} });
    mountBuiltApp(boot.app, BOOT_DIST);
  });

  afterAll(() => {
    boot.close();
    rmSync(BOOT_DIST, { recursive: true, force: true });
  });

  it('inlineScriptHashes gives the SHA-256 of each inline script’s exact text, skipping external ones', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(
      inlineScriptHashes(
        '<script>a()</script><script src="/x.js"></script><SCRIPT type="text/javascript">b()</SCRIPT>',
      ),
    ).toEqual([hash('a()'), hash('b()')]);
    expect(inlineScriptHashes('<script type="module" src="/x.js"></script>')).toEqual([]);
  });

  it('the policy allows exactly that script by its hash, and still no unsafe-inline', async () => {
    const res = await boot.app.fetch(new Request('http://localhost/home'));
    const policy = res.headers.get('content-security-policy')!;
    expect(policy).toBe(
      productionCsp(inlineScriptHashes(readFileSync(join(BOOT_DIST, 'index.html'), 'utf8'))),
    );
    const script = directives(policy).get('script-src')!;
    expect(script).toContain(`'sha256-${createHash('sha256').update(BOOT, 'utf8').digest('base64')}'`);
    expect(script).not.toContain("'unsafe-inline'");
    expect(script.filter((s) => s.startsWith("'sha256-"))).toHaveLength(1);
  });
});
