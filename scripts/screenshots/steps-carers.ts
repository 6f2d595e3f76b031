/** Screenshot steps of carers (product §10.12 "Carers"): the profile tab and the invitation page. */
import { expect } from '@playwright/test';
import { openProfileTab, scrollTo, shoot, type Step } from './page';
import { API_HEADERS, call, newContext } from './setup';

/** The en-US labels these steps look for (from src/i18n/en-US/carers.ts, which scripts/ may not import). */
const labels = {
  tab: 'Carers',
  listTitle: 'Your carers',
  email: "Carer's e-mail",
  manager: 'Can book and manage my trips',
  submit: 'Send invitation',
  invitationTitle: 'Invitation to be a carer',
};

/** The seeded demo traveller, whom Riet invites; the invitation page is shown to them. */
const DEMO = { email: 'demo@example.com', password: 'Welkom-2026!', pass: '2001000101' } as const;

/** The link of the newest `carerInvitation` mail to `email` (GET /dev/outbox?to=…). */
async function invitationLink(base: string, email: string): Promise<string> {
  const mails = (await call(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)) as {
    kind: string;
    link?: string;
  }[];
  const link = mails.find((m) => m.kind === 'carerInvitation')?.link;
  if (!link) throw new Error(`no carerInvitation mail to ${email}: the carers-tab step failed`);
  return new URL(link).pathname;
}

/** carers-tab, carer-invitation (in this order: the tab's invitation is the one the page shows). */
export const carersSteps: Step[] = [
  [
    'carers-tab',
    async ({ base, page }) => {
      const panel = await openProfileTab(page, base, labels.tab);
      await expect(panel.getByRole('heading', { level: 2, name: labels.listTitle })).toBeVisible();
      await panel.getByRole('textbox', { name: new RegExp(`^${labels.email}`) }).fill(DEMO.email);
      await panel.getByRole('radio', { name: labels.manager }).check();
      await panel.getByRole('button', { name: labels.submit }).click();
      await expect(panel.getByRole('listitem').filter({ hasText: DEMO.email })).toContainText('Invited');
      await page.mouse.click(1, 1); // no focus ring on the button pressed
      await scrollTo(panel.getByRole('heading', { level: 2, name: labels.listTitle }), 'start');
      await shoot(page, 'carers-tab');
    },
  ],
  [
    'carer-invitation',
    async ({ base, browser }) => {
      const path = await invitationLink(base, DEMO.email);
      const basic = Buffer.from(`${DEMO.email}:${DEMO.password}`, 'utf8').toString('base64');
      const login = (await call(`${base}/api/auth/auth/login`, {
        method: 'POST',
        headers: { ...API_HEADERS, Authorization: `Basic ${basic}`, 'Accept-Language': 'en-US' },
      })) as {
        Data: { user: { username: string; sessionTokens: { accessToken: string; refreshToken: string } } };
      };
      const session = { username: login.Data.user.username, ...login.Data.user.sessionTokens };
      // The page follows the account's language: English, as every screenshot.
      await call(`${base}/api/userprofile/userprofile/changelanguage`, {
        method: 'POST',
        headers: {
          ...API_HEADERS,
          Authorization: `Bearer ${session.accessToken}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ language: 'en-US' }),
      });
      const carer = await newContext(browser, base, false);
      try {
        await carer.addInitScript(
          (stored) => window.localStorage.setItem('regiotaxi.session', stored),
          JSON.stringify({ ...session, passNumber: DEMO.pass }),
        );
        const page = await carer.newPage();
        await page.goto(`${base}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: labels.invitationTitle })).toBeVisible();
        await expect(
          page.getByText('Riet de Vries asks whether you would like to be their carer.'),
        ).toBeVisible();
        await shoot(page, 'carer-invitation');
      } finally {
        await carer.close();
      }
    },
  ],
];
