import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type ReferenceApp } from '../../server/app';
import { DEV_CSP, PRODUCTION_CSP } from '../../server/lib/security-headers';
import { mountBuiltApp } from '../../server/static-app';

/* Issue 9 item 7: the production app (`npm run preview`: server/static-app.ts over a built dist/) sends a
 * Content-Security-Policy without inline script, with connect-src limited to the own origin and Google Maps. */

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
  ref = createApp({ dbPath: ':memory:', production: true, log: () => {} });
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

  it('index.html has no inline script (everything loads from module files)', () => {
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
