import { expect, test } from './support/test';
import { logIn } from './support/app';
import { skipReleaseNotes } from './support/booking';
import { ownPort, startServer, type ServerProcess } from './support/servers';

/*
 * No lockout by a stranger (OWASP device cookies, server/lib/device-cookie.ts): a browser that logged in before
 * carries a signed device cookie and counts its failures on its own, so an attacker who knows only the e-mail —
 * 200 wrong passwords from another client — cannot stop the owner's browser from logging in with the right
 * password, while the attacker stays locked. The attacker runs over HTTP from the test process, as another client
 * behind the server's trusted proxy (TRUSTED_PROXIES: loopback; X-Forwarded-For names the attacker's address);
 * the owner is real Chromium, connecting directly.
 */

const PORT = ownPort(26);
const base = `http://localhost:${PORT}`;
const TRAVELLER = { email: 'reiziger@example.com', password: 'Welkom-2026!' };
const ATTACKER_ADDRESS = '203.0.113.66';

let server: ServerProcess | null = null;

test.beforeAll(async () => {
  server = await startServer({
    port: PORT,
    dbPath: `.data/e2e-device-cookie-${PORT}.sqlite`,
    fresh: true,
    env: { TRUSTED_PROXIES: '127.0.0.1, ::1' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** One login from the attacker's client (no device cookie). @returns the status. */
async function attackerLogin(password: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/auth/login`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${TRAVELLER.email}:${password}`).toString('base64')}`,
      'X-Forwarded-For': ATTACKER_ADDRESS,
      'X-Platform-Type': 'Web',
      'X-Region-Id': '20',
    },
  });
  await res.arrayBuffer();
  return res.status;
}

test('an attacker’s 200 failed logins do not lock the owner’s browser out; the attacker stays locked', async ({
  page,
}) => {
  // 200 logins through the server's password hashing: about 20 s on a quiet 2-core box, more on a busy one.
  test.setTimeout(150_000);
  // The owner logged in on this browser before, and logged out (the release notes would cover the menu).
  await skipReleaseNotes(page);
  await logIn(page, base, TRAVELLER);
  const device = (await page.context().cookies(`${base}/api/auth/auth/login`)).find(
    // One cookie per account: `rt_device_` and 16 hex digits of a keyed hash of the e-mail.
    (c) => /^rt_device_[0-9a-f]{16}$/.test(c.name),
  );
  expect(device, 'the device cookie').toBeDefined();
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);

  const statuses: number[] = [];
  for (let i = 0; i < 200; i += 1) statuses.push(await attackerLogin(`Geraden-${i}!`));
  expect(statuses.filter((s) => s === 200)).toEqual([]);
  expect(statuses.at(-1), 'the attacker is refused with 429 by the end').toBe(429);

  // The owner's browser logs in with the right password.
  await logIn(page, base, TRAVELLER);
  await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeVisible();

  // The attacker, even with the right password now, stays locked.
  expect(await attackerLogin(TRAVELLER.password)).toBe(429);
});
