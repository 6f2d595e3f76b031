import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiCall, apiLogin, DEMO } from './support/app';
import { configureA11ySpec, DICTS, openSignedInAndSettle, prepare, RIET, scan } from './support/axe';

/*
 * In the browser (product §10.12 "Carers"), at 375 px in Dutch: Maria (maand@example.com) invites demo@example.com
 * on /profile tab "Mantelzorgers"; the invitation mail's link (outbox kind carerInvitation) is opened signed out,
 * "Inloggen" comes back to the invitation after the login, the carer accepts, Maria's tab shows "Actief" and she
 * removes the carer after the question. A second test declines an invitation set up through the API. axe scans
 * the tab and the invitation page. Each test stands alone (configureA11ySpec: the worker's server back to the seed).
 */

configureA11ySpec();
test.use({ viewport: { width: 375, height: 812 } });

const t = DICTS['nl-NL'];
const MARIA = { email: 'maand@example.com', password: 'Welkom-2026!', pass: '2001000108' } as const;
const DEMO_NAME = 'Demo Reiziger';

/** The path of the newest `carerInvitation` mail's link to `email` (GET /dev/outbox?to=…). */
async function invitationPath(baseURL: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseURL}/dev/outbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as { kind: string; link?: string }[];
      link = mails.find((m) => m.kind === 'carerInvitation')?.link ?? '';
      return link;
    })
    .toMatch(/\/carer\/accept\/[A-Za-z0-9_-]{43}$/);
  return new URL(link).pathname;
}

/** A signed-out tab of its own (another person's device), in Dutch without the release notes. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await prepare(page, 'nl-NL');
  return page;
}

test('Maria invites a carer, who logs in from the mail link, accepts, and is removed again', async ({
  page,
  browser,
  baseURL,
}) => {
  await prepare(page, 'nl-NL');
  await openSignedInAndSettle(page, baseURL!, '/profile', MARIA);
  await page.getByRole('tab', { name: t.carers.tab }).click();
  const panel = page.getByRole('tabpanel', { name: t.carers.tab });
  await expect(panel.getByRole('heading', { level: 2, name: t.carers.listTitle })).toBeVisible();
  // The seed: Riet is Maria's carer already.
  await expect(panel.getByText('Riet de Vries')).toBeVisible();
  await scan(page, 'profile carers tab 375 nl');

  // A bad address stays in the field with the chart's message; nothing is sent.
  const email = panel.getByRole('textbox', { name: new RegExp(`^${t.carers.email}`) });
  await email.fill('demo@');
  await panel.getByRole('button', { name: t.carers.submit }).click();
  await expect(panel.getByText(t.carers.error.emailInvalid)).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill(DEMO.email);
  await panel.getByRole('radio', { name: t.carers.role.manager }).check();
  await panel.getByRole('button', { name: t.carers.submit }).click();
  await expect(panel.getByRole('status')).toHaveText(`De uitnodiging is verstuurd naar ${DEMO.email}.`);
  const invited = panel.getByRole('listitem').filter({ hasText: DEMO.email });
  await expect(invited).toContainText('Status: Uitgenodigd');
  await expect(invited).toContainText(`Rol: ${t.carers.role.manager}`);

  // The carer opens the mail's link signed out: log in, and back to the invitation.
  const path = await invitationPath(baseURL!, DEMO.email);
  const carer = await freshPage(browser);
  await carer.goto(`${baseURL}${path}`);
  await expect(carer.getByRole('heading', { level: 1, name: t.carers.invitation.title })).toBeVisible();
  await expect(carer.getByText(t.carers.invitation.signedOut)).toBeVisible();
  await scan(carer, 'carer invitation signed out 375 nl');
  await carer.getByRole('link', { name: t.carers.invitation.login }).click();
  await carer.getByLabel(t.login.email).fill(DEMO.email);
  await carer.getByLabel(t.login.password, { exact: true }).fill(DEMO.password);
  await carer.getByRole('button', { name: t.login.submit, exact: true }).click();
  await expect(carer).toHaveURL(new RegExp(`${path}$`));
  await expect(carer.getByText('Maria Maandfactuur vraagt of u mantelzorger wilt zijn.')).toBeVisible();
  await expect(carer.getByText('U mag dan ritten voor Maria boeken en beheren.')).toBeVisible();
  await scan(carer, 'carer invitation 375 nl');
  await carer.getByRole('button', { name: t.carers.invitation.accept }).click();
  await expect(carer.getByText('U bent nu mantelzorger van Maria Maandfactuur.')).toBeVisible();
  await expect(carer.getByRole('link', { name: t.carers.invitation.home })).toHaveAttribute('href', '/home');
  await carer.context().close();

  // Maria's tab: the carer by name, active; removed after the question, at once.
  await page.goto(`${baseURL}/profile?tab=carers`);
  const active = panel.getByRole('listitem').filter({ hasText: DEMO_NAME });
  await expect(active).toContainText('Status: Actief');
  await active.getByRole('button', { name: `${t.carers.remove}: ${DEMO_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: t.carers.removeTitle });
  await expect(dialog).toContainText(`Weet u zeker dat u ${DEMO_NAME} wilt verwijderen?`);
  await scan(page, 'carers remove question 375 nl');
  await dialog.getByRole('button', { name: t.carers.removeConfirm }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(DEMO_NAME)).toHaveCount(0);
  await expect(panel.getByText('Riet de Vries')).toBeVisible();
});

test('a carer declines an invitation; the traveller sees "Geweigerd"', async ({ page, browser, baseURL }) => {
  const riet = await apiLogin(baseURL!, RIET);
  await apiCall(baseURL!, 'POST', '/ticketing/carers', {
    token: riet.accessToken,
    body: { email: DEMO.email, role: 'observer' },
  });
  const path = await invitationPath(baseURL!, DEMO.email);

  await prepare(page, 'nl-NL');
  await openSignedInAndSettle(page, baseURL!, path, DEMO);
  await expect(page.getByText('Riet de Vries vraagt of u mantelzorger wilt zijn.')).toBeVisible();
  await expect(page.getByText('U mag dan de ritten van Riet volgen.')).toBeVisible();
  await page.getByRole('button', { name: t.carers.invitation.decline }).click();
  await expect(page.getByRole('heading', { name: t.carers.invitation.declinedTitle })).toBeVisible();
  await scan(page, 'carer invitation declined 375 nl');

  // Riet's tab: the invitation by its address, declined.
  const traveller = await freshPage(browser);
  await openSignedInAndSettle(traveller, baseURL!, '/profile', RIET);
  await traveller.getByRole('tab', { name: t.carers.tab }).click();
  const panel = traveller.getByRole('tabpanel', { name: t.carers.tab });
  await expect(panel.getByRole('listitem').filter({ hasText: DEMO.email })).toContainText(
    'Status: Geweigerd',
  );
  await traveller.context().close();
});
