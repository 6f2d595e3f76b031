import { expect, type Page } from '@playwright/test';
import { spend } from './spend';

/** The demo traveller seeded by the reference server. */
export const DEMO = { email: 'demo@example.com', password: 'Welkom-2026!' } as const;

/**
 * Logs in through the /login form (nl-NL labels) and waits for /home, up to `homeTimeout` ms (default: the
 * expect timeout; a dev server compiles /home's modules on its first request, so specs on one wait longer).
 */
export async function logIn(
  page: Page,
  baseURL: string,
  credentials: { email: string; password: string } = DEMO,
  { homeTimeout }: { homeTimeout?: number } = {},
) {
  await spend('login (UI)', credentials.email, async () => {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mailadres').fill(credentials.email);
    await page.getByLabel('Wachtwoord').fill(credentials.password);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/home$/, homeTimeout ? { timeout: homeTimeout } : {});
  });
}

/**
 * Calls the reference server's Ticketing or Account API at `baseURL` from the test process, with the headers the
 * app sends (product §7; `X-Pass-Number` when `passNumber` is given), `token` as Bearer and any `headers` more (a
 * carer's `X-Acting-For`, an `Idempotency-Key`). Returns the parsed JSON body (`{}` when empty); throws with the
 * status and body unless 2xx.
 */
export async function apiCall<T = Record<string, unknown>>(
  baseURL: string,
  method: string,
  path: string,
  {
    token,
    body,
    passNumber,
    headers,
  }: { token?: string; body?: unknown; passNumber?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      'Api-Version': '2',
      'X-Region-Id': '20',
      'X-Platform-Type': 'Web',
      'Accept-Language': 'nl-NL',
      'Content-Type': 'application/json',
      ...(passNumber ? { 'X-Pass-Number': passNumber } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

export interface ApiSession {
  username: string;
  accessToken: string;
  refreshToken: string;
}

/**
 * Logs `credentials` in through the Account API (POST /api/auth/auth/login with HTTP Basic, as the /login form
 * does) from the test process; each call is a session (refresh-token family) of its own. Fails the test unless 200.
 */
export async function apiLogin(
  baseURL: string,
  credentials: { email: string; password: string } = DEMO,
): Promise<ApiSession> {
  return spend('set-up (API)', `login ${credentials.email}`, async () => {
    const basic = Buffer.from(`${credentials.email}:${credentials.password}`, 'utf8').toString('base64');
    const res = await fetch(`${baseURL}/api/auth/auth/login`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
      },
    });
    expect(res.status, `API login of ${credentials.email}`).toBe(200);
    const { username, sessionTokens } = (
      (await res.json()) as {
        Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
      }
    ).Data.user;
    return { username, ...sessionTokens };
  });
}

/**
 * Signs `credentials` in through the API ({@link apiLogin}; or takes `session`, one the test already signed in
 * through the API) and plants the session in the page's localStorage (`regiotaxi.session`, with `passNumber`
 * chosen) before the tab's first page load, as a returning traveller's device holds it. Only the tab's first load
 * is seeded, so a later reload sees what the app stored itself (e.g. nothing after logging out).
 */
export async function seedSession(
  page: Page,
  baseURL: string,
  credentials: { email: string; password: string } = DEMO,
  passNumber: string | null = null,
  signedIn?: ApiSession,
): Promise<ApiSession> {
  const session = signedIn ?? (await apiLogin(baseURL, credentials));
  await spend('set-up (API)', `session of ${credentials.email} in the page`, () =>
    page.addInitScript(
      (stored) => {
        if (window.sessionStorage.getItem('e2e.seeded')) return;
        window.sessionStorage.setItem('e2e.seeded', '1');
        window.localStorage.setItem('regiotaxi.session', stored);
      },
      JSON.stringify({ ...session, passNumber }),
    ),
  );
  return session;
}

/**
 * Opens `path` signed in as `credentials` ({@link seedSession}; with `session`, that API session): the app starts
 * signed in, without the /login form. For the many specs that test what comes after logging in; the
 * form has specs of its own.
 */
export async function openSignedIn(
  page: Page,
  baseURL: string,
  path: string,
  credentials: { email: string; password: string } = DEMO,
  passNumber: string | null = null,
  session?: ApiSession,
) {
  await seedSession(page, baseURL, credentials, passNumber, session);
  await page.goto(`${baseURL}${path}`);
}

/**
 * Picks a pass number in the selection dialog shown at login for travellers with several (product §4); waits for
 * the dialog up to `timeout` ms (default: Playwright's expect timeout).
 */
export async function choosePassNumber(
  page: Page,
  alias = 'Eigen pas',
  { timeout }: { timeout?: number } = {},
) {
  await spend('set-up (UI)', `pass number ${alias}`, async () => {
    const dialog = page.getByRole('dialog', { name: 'Kies een pasnummer' });
    // Should the prompt ever not open, the failure says what the page showed instead (CI keeps no trace for us).
    await expect(dialog)
      .toBeVisible({ timeout })
      .catch(async (error: unknown) => {
        const shown = await page
          .locator('body')
          .ariaSnapshot()
          .catch(() => '(no snapshot)');
        throw new Error(
          `the pass-number prompt did not open on ${page.url()}; the page showed:\n${shown.slice(0, 3000)}`,
          {
            cause: error,
          },
        );
      });
    await dialog.getByRole('button', { name: new RegExp(alias) }).click();
    await expect(dialog).toBeHidden();
  });
}

/** Types in an address combobox and picks the first suggestion containing `pick`. */
export async function chooseAddress(page: Page, label: string, query: string, pick: RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(query);
  const option = page.getByRole('option', { name: pick }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** Resets the reference server's database to the seed (dev endpoint). */
export async function resetServer(baseURL: string) {
  await spend('reset', 'database', async () => {
    const res = await fetch(`${baseURL}/dev/reset`, { method: 'POST' });
    if (!res.ok) throw new Error(`reset failed: ${res.status}`);
  });
}

/**
 * Closes the release-notes dialog that follows the pass-number dialog on a first visit (product §4), ticking
 * "don't show again" so it does not return on the next full page load.
 */
export async function closeReleaseNotes(page: Page) {
  await spend('set-up (UI)', 'close the release notes', async () => {
    const dialog = page.getByRole('dialog', { name: 'Wat is er nieuw?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Niet meer tonen' }).check();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
  });
}

/** One message of the reference server's dev outbox (GET /dev/outbox). */
export interface OutboxMessage {
  to: string;
  kind: 'activation' | 'passwordReset';
  code: string;
  sentAt: string;
}

/**
 * The newest 6-digit code of `kind` sent to `email` (GET /dev/outbox?to=EMAIL, newest first). Polls briefly,
 * since the message is written by the request the page just made.
 */
export async function latestCode(
  baseURL: string,
  email: string,
  kind: OutboxMessage['kind'],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/dev/outbox?to=${encodeURIComponent(email)}`);
        if (!res.ok) return undefined;
        code = ((await res.json()) as OutboxMessage[]).find((m) => m.kind === kind)?.code;
        return code;
      },
      { message: `a ${kind} code for ${email} in /dev/outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * The text of a PDF written by pdfkit (the reference server's trip export), one line per text operation.
 * pdfkit compresses its content streams (FlateDecode), so the street names are not in the raw bytes: every
 * `stream … endstream` is inflated with node:zlib, and each `[<hex> kerning <hex> …] TJ` array (pdfkit writes the
 * standard-14 fonts' text as hex of WinAnsi codes, split by kerning numbers) is joined back into one string.
 * Literal `(…) Tj` strings are read too, in case a stream is ever written uncompressed.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { inflateSync } = await import('node:zlib');
  const buffer = Buffer.from(bytes);
  const raw = buffer.toString('latin1');
  const contents: string[] = [];
  const streamStart = /stream\r?\n/g;
  for (let m = streamStart.exec(raw); m; m = streamStart.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = buffer.subarray(start, end);
    try {
      contents.push(inflateSync(body).toString('latin1'));
    } catch {
      contents.push(body.toString('latin1')); // not deflated (or not a content stream): read it as it is
    }
    streamStart.lastIndex = end;
  }
  const hex = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex').toString('latin1');
  const lines: string[] = [];
  for (const content of contents) {
    for (const op of content.matchAll(
      /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|[-\d.\s])*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      if (op[2] !== undefined) {
        lines.push(op[2]);
        continue;
      }
      const parts = op[1]!.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g);
      lines.push([...parts].map((p) => (p[1] !== undefined ? hex(p[1]) : p[2]!)).join(''));
    }
  }
  return lines.join('\n');
}
