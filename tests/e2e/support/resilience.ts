import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './test';
import { chooseAddress } from './app';
import { E2E_DIST } from './servers';

/*
 * Shared parts of the resilience specs (resilience-*.spec.ts): the nl-NL texts they wait for and the trip they
 * fill in on the booking form.
 */

export const NO_CONNECTION = 'Geen verbinding. Uw gegevens blijven bewaard.';
export const RESTORED = /Wat u eerder invulde is teruggezet/;

/** The demo traveller's pass "Eigen pas" (server/seed.ts). */
export const OWN_PASS = '2001000101';

/** Fills a trip from Silodam 1A to Westerdoksdijk 40A with a companion and a driver comment (nl-NL). */
export async function fillTrip(page: Page) {
  await chooseAddress(page, 'Van', 'Silodam 1A', /Silodam 1A/);
  await chooseAddress(page, 'Naar', 'Westerdoksdijk 40A', /Westerdoksdijk 40A/);
  await page.getByLabel('Meereizenden').selectOption('1');
  await page.getByLabel('Opmerking voor de chauffeur').fill('Bel aan bij 40A, 3e verdieping');
}

/** Presses Confirm on the form and waits for the confirmation dialog with its price. */
export async function toConfirmation(page: Page) {
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Controleer uw rit' });
  await expect(dialog).toContainText('€');
  return dialog;
}

/**
 * The file name of the built JS chunk that holds `sourcePath` (a path relative to the repository, e.g.
 * `src/components/dialog/dialog.tsx`), read from the build's hidden source maps in E2E_DIST/assets. Rollup may
 * fold a small lazy module into another lazy chunk (`experimentalMinChunkSize`), so the chunk's name is not the
 * module's: the source map says where it went. Throws when no chunk (or more than one) holds it.
 */
function chunkHolding(sourcePath: string): string {
  const assets = join(E2E_DIST, 'assets');
  const holders = readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .filter((name) => {
      const map = JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] };
      return map.sources.some((source) => source.endsWith(`/${sourcePath}`) || source === sourcePath);
    })
    .map((name) => name.replace(/\.map$/, ''));
  if (holders.length !== 1)
    throw new Error(`${sourcePath} is in ${holders.length} chunks: ${holders.join(', ')}`);
  return holders[0]!;
}

/**
 * Matches the request for the chunk of the modal dialog's code (Radix Dialog, src/components/dialog/dialog.tsx,
 * loaded on demand by `loadDialog`), also when asked for again with a `?retry=` query.
 */
export function dialogChunk(): RegExp {
  const file = chunkHolding('src/components/dialog/dialog.tsx').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/assets/${file}(\\?.*)?$`);
}
