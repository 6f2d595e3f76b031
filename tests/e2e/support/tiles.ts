import { deflateSync } from 'node:zlib';
import { PDOK_TILE_ORIGIN } from '../../../common/map-tiles';
import type { BrowserContext, Page } from './test';

/*
 * Basemap tiles for the browser tests: the PDOK host is out of reach from the test machines, so a spec that proves
 * the street map serves tiles itself (Playwright routing): a few real 256×256 PNGs drawn here — a pale ground with
 * a grid of "streets" whose pattern differs by tile — and counts what it served.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG: pale ground, white streets every `spacing` px (variant 0–3 shifts them), a grey block. */
function tilePng(variant: number): Buffer {
  const size = 256;
  const spacing = 64;
  const shift = variant * 16;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const street = (x + shift) % spacing < 6 || (y + shift) % spacing < 6;
      const block =
        (x + shift) % spacing > 20 &&
        (x + shift) % spacing < 44 &&
        (y + shift) % spacing > 20 &&
        (y + shift) % spacing < 44;
      const [r, g, b] = street ? [255, 255, 255] : block ? [222, 214, 204] : [238, 236, 228];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TILES = [0, 1, 2, 3].map(tilePng);

/**
 * Serves PNG tiles for every basemap tile request of `target` (a page, or a whole browser context) and returns the
 * running count of tiles served. Registered after the default block (tests/e2e/support/test.ts), so it wins.
 */
export async function serveTiles(target: Page | BrowserContext): Promise<{ served: () => number }> {
  let served = 0;
  await target.route(`${PDOK_TILE_ORIGIN}/**`, async (route) => {
    const [x = 0, y = 0] = (
      route
        .request()
        .url()
        .match(/\/(\d+)\/(\d+)\.png$/) ?? []
    )
      .slice(1)
      .map(Number);
    served += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: TILES[(x + y) % TILES.length] });
  });
  return { served: () => served };
}
