import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';

/* The reference APIs gzip their JSON answers for clients that accept it (Lighthouse
 * "uses-text-compression"); clients without Accept-Encoding get them as they are. */

describe('API response compression', () => {
  it('gzips the region (3 KB of JSON) when the client accepts it; the JSON is unchanged', async () => {
    const ref = createApp({ dbPath: ':memory:', log: () => {} });
    try {
      const plain = await ref.app.fetch(new Request('http://localhost/ticketing/regions/public'));
      expect(plain.headers.get('content-encoding')).toBeNull();
      const body = await plain.text();
      expect(body.length).toBeGreaterThan(1024);

      const zipped = await ref.app.fetch(
        new Request('http://localhost/ticketing/regions/public', {
          headers: { 'Accept-Encoding': 'gzip, deflate, br' },
        }),
      );
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      const bytes = Buffer.from(await zipped.arrayBuffer());
      expect(bytes.length).toBeLessThan(body.length / 2);
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(body));
    } finally {
      ref.close();
    }
  });
});
