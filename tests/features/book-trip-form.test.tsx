// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_PASSES,
  MONTHLY_BILLING_EMAIL,
  MONTHLY_BILLING_PASS,
  MONTHLY_BILLING_PASSWORD,
} from '../../server/seed';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import {
  confirmForm,
  pickAddress,
  renderBookTrip,
  resetToasts,
  setRegionSetting,
  signInAs,
  stubResizeObserver,
  type User,
  waitForBookingForm,
} from './book-trip-support';
import { findDialog } from '../support/dialogs';

// Every part of the /book-trip form (product §2.4 /book-trip, §3, §4, §5) against the real reference server
// in-process, with the real runtime, auth and booking machines, in Dutch.

let app: InProcessApp;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app?.close();
});

/** The demo traveller on their own pass, optionally with region settings changed before the page loads them. */
async function demo(
  options: { settings?: Record<string, unknown>; openWindow?: (url: string) => void } = {},
) {
  app = createInProcessApp(options.openWindow ? { openWindow: options.openWindow } : {});
  if (options.settings) setRegionSetting(app, options.settings);
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  const rendered = renderBookTrip(app);
  await waitForBookingForm();
  return rendered;
}

async function fillAddresses(user: User, to = 'Westerdoksdijk 40A, Amsterdam') {
  await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
  await pickAddress(user, 'Naar', to.split(',')[0] ?? to, to);
}

describe('planning mode and priority (product §2, §4, §5)', () => {
  it('by arrival: the title changes, priority appears (None refused) and the driver comment goes', async () => {
    const { user } = await demo();
    expect(screen.getByLabelText('Opmerking voor de chauffeur')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Prioriteit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Aankomsttijd' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Opmerking voor de chauffeur')).not.toBeInTheDocument();
    const priority = screen.getByRole('combobox', { name: 'Prioriteit' });
    expect(
      within(priority)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Geen', 'Laag', 'Gemiddeld', 'Hoog']);

    await fillAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(priority).toHaveFocus();
    expect(priority).toHaveAccessibleDescription(
      "Verplicht als u plant op aankomsttijd. Voor boeken op aankomsttijd moet u een prioriteit kiezen. 'Geen' is niet toegestaan.",
    );
    expect(app.requests).not.toContain('POST /ticketing/trips/calculate');

    await user.selectOptions(priority, 'Hoog');
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('Hoog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Terug' }));

    await user.click(screen.getByRole('radio', { name: 'Vertrektijd' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Prioriteit' })).not.toBeInTheDocument();
  });
});

describe('companions, children and what the traveller takes along (product §2, §3 Attribute definition)', () => {
  it('offers companions and children within the region limits', async () => {
    app = createInProcessApp();
    app.server.db.prepare("UPDATE attribute_definitions SET max_units = 3 WHERE name = 'travelers'").run();
    app.server.db
      .prepare("UPDATE attribute_definitions SET max_units = 2 WHERE name = 'children0to12'")
      .run();
    await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
    renderBookTrip(app);
    const companions = await screen.findByRole('combobox', { name: 'Meereizenden' });
    expect(companions).toHaveAccessibleDescription('Vanaf 12 jaar');
    expect(
      within(companions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3']);
    const children = screen.getByRole('combobox', { name: 'Kinderen' });
    expect(children).toHaveAccessibleDescription('0 tot en met 11 jaar');
    expect(
      within(children)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2']);
  });

  it('opens the take-along sheet (loaded on first use) from its trigger; Escape closes it and focus returns', async () => {
    const { user } = await demo();
    const trigger = screen.getByRole('button', { name: 'Wat neemt u mee?' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await user.click(trigger);
    const popover = await findDialog({ name: 'Wat neemt u mee?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', popover.id);
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Opened again with the keyboard: the code is there now.
    await user.keyboard('{Enter}');
    expect(await findDialog({ name: 'Wat neemt u mee?' })).toBeInTheDocument();
  });

  it('chooses a wheelchair and checkboxes in the sheet, shows chips, and removes one', async () => {
    const { user } = await demo();
    const trigger = screen.getByRole('button', { name: 'Wat neemt u mee?' });
    expect(screen.getByText('U heeft nog niets gekozen.')).toBeInTheDocument();
    await user.click(trigger);
    const popover = await findDialog({ name: 'Wat neemt u mee?' });
    const wheelchair = within(popover).getByRole('combobox', { name: 'Rolstoel of scootmobiel' });
    expect(
      within(wheelchair)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Geen', 'Standaard rolstoel', 'Opvouwbare rolstoel', 'Elektrische rolstoel', 'Scootmobiel']);
    await user.selectOptions(wheelchair, 'Elektrische rolstoel');
    await user.click(within(popover).getByRole('checkbox', { name: 'Geleidehond' }));
    await user.click(within(popover).getByRole('checkbox', { name: 'Handbagage' }));
    // Choosing another wheelchair replaces the first: one at most.
    await user.selectOptions(wheelchair, 'Scootmobiel');
    await user.click(within(popover).getByRole('button', { name: 'Klaar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    const chips = screen.getByRole('list', { name: 'Wat u meeneemt' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Scootmobiel', 'Handbagage', 'Geleidehond']);
    await user.click(within(chips).getByRole('button', { name: 'Handbagage verwijderen' }));
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Scootmobiel', 'Geleidehond']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Meereizenden' }), '2');
    await fillAddresses(user);
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('Scootmobiel, Geleidehond')).toBeInTheDocument();
  });
});

describe('preferences (product §2, §3 tripPreferences, §5)', () => {
  it('the phone-call toggle shows the phone field prefilled from the profile; too short is refused', async () => {
    const { user } = await demo();
    const toggle = screen.getByRole('switch', { name: 'Bel mij voordat ik word opgehaald' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Telefoonnummer')).not.toBeInTheDocument();
    await user.click(toggle);
    const phone = screen.getByLabelText('Telefoonnummer');
    expect(phone).toHaveValue('0612345678');
    await user.clear(phone);
    await user.type(phone, '0612');
    await fillAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(
      'Vul een telefoonnummer in van 10 tot 20 tekens, zodat de chauffeur u kan bellen.',
    );
    await user.type(phone, '345678');
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('0612345678')).toBeInTheDocument();
  });

  it('the driver comment counts up to 50 characters and is shown in the summary', async () => {
    const { user } = await demo();
    const comment = screen.getByLabelText('Opmerking voor de chauffeur');
    expect(comment).toHaveAttribute('maxlength', '50');
    expect(comment).toHaveAccessibleDescription('Bijvoorbeeld: bel aan bij de achterdeur. 0 van 50 tekens');
    await user.type(comment, 'Bel aan bij 1A');
    expect(screen.getByText('14 van 50 tekens')).toBeInTheDocument();
    await fillAddresses(user);
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('Bel aan bij 1A')).toBeInTheDocument();
  });
});

describe('pass number, date and time, traffic (product §2, §5, §7)', () => {
  it('offers the pass numbers and selects another one for the session', async () => {
    const { user } = await demo();
    const chooser = screen.getByRole('combobox', { name: 'Pasnummer' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Eigen pas (2001000101)', 'Begeleider (2001000102)']);
    await user.selectOptions(chooser, 'Begeleider (2001000102)');
    await waitFor(() =>
      expect(app.runtime.auth.getSnapshot().context.passNumber).toBe(DEMO_PASSES[1].passNumber),
    );
    expect(chooser).toHaveValue(DEMO_PASSES[1].passNumber);
  });

  it('limits the date and time pickers to one hour from now, and any time on later days', async () => {
    const { user } = await demo();
    const date = screen.getByLabelText('Datum');
    const time = screen.getByLabelText('Tijd', { exact: true });
    const now = app.runtime.now();
    const earliest = new Date(now.getTime() + 60 * 60_000);
    const amsterdam = (d: Date, opts: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23', ...opts }).format(d);
    expect(date).toHaveAttribute(
      'min',
      amsterdam(earliest, { year: 'numeric', month: '2-digit', day: '2-digit' }),
    );
    const later = amsterdam(new Date(now.getTime() + 3 * 86_400_000), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    await user.clear(date);
    await user.type(date, later);
    await user.clear(time);
    await user.type(time, '00:00');
    await fillAddresses(user);
    await confirmForm(user);
  });

  it('shows the traffic badge for the chosen time, and none when the check fails', async () => {
    const { user } = await demo();
    expect(await screen.findByText(/^Verwachte drukte: (Rustig|Gemiddeld|Druk)$/)).toBeInTheDocument();
    const date = screen.getByLabelText('Datum');
    const time = screen.getByLabelText('Tijd', { exact: true });
    const later = new Date(app.runtime.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    await user.clear(date);
    await user.type(date, later);
    await user.clear(time);
    await user.type(time, '08:00');
    expect(await screen.findByText('Verwachte drukte: Druk')).toBeInTheDocument();

    const serve = app.server.app.fetch;
    app.server.app.fetch = ((request: Request, ...rest: unknown[]) =>
      new URL(request.url).pathname.endsWith('/traffic-indicator/check')
        ? Promise.resolve(new Response(JSON.stringify({ message: 'down' }), { status: 503 }))
        : (serve as (...args: unknown[]) => Promise<Response>)(request, ...rest)) as typeof serve;
    await user.clear(time);
    await user.type(time, '12:00');
    await waitFor(() => expect(screen.queryByText(/^Verwachte drukte/)).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.queryByText(/^Verwachte drukte/)).not.toBeInTheDocument();
  });

  it('asks no traffic when the region disables the indicator', async () => {
    await demo({ settings: { isTrafficIndicatorEnabled: false } });
    await new Promise((r) => setTimeout(r, 600));
    expect(app.requests).not.toContain('POST /ticketing/traffic-indicator/check');
    expect(screen.queryByText(/^Verwachte drukte/)).not.toBeInTheDocument();
  });
});

describe('payment (product §2, §3 Payment, §4)', () => {
  it('a credit card needs a brand; the brand shows in the summary', async () => {
    const { user } = await demo();
    const payment = screen.getByRole('group', { name: 'Betaalwijze' });
    expect(
      within(payment)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Betalen in het voertuig (contant of pinnen)', 'iDEAL', 'Creditcard']);
    await user.click(within(payment).getByRole('radio', { name: 'Creditcard' }));
    const brand = within(payment).getByRole('combobox', { name: 'Soort creditcard' });
    expect(
      within(brand)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kies het soort creditcard', 'Mastercard', 'Maestro', 'Visa', 'Visa Electron']);
    await fillAddresses(user);
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(brand).toHaveFocus();
    expect(brand).toHaveAccessibleDescription('Kies het soort creditcard.');
    await user.selectOptions(brand, 'Visa');
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('Creditcard (Visa)')).toBeInTheDocument();
  });

  it('opens the payment page of an iDEAL booking in a new tab 1.5 s after booking', async () => {
    const opened = vi.fn<(url: string) => void>();
    const { user } = await demo({ openWindow: opened });
    await user.click(screen.getByRole('radio', { name: 'iDEAL' }));
    await fillAddresses(user);
    const dialog = await confirmForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw rit is geboekt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(opened.mock.calls[0]?.[0]).toMatch(/^http:\/\/localhost(:\d+)?\/pay\/[A-Za-z0-9_-]{43}$/);
  });

  it('forces and locks monthly billing for a traveller on invoice, with a tooltip', async () => {
    app = createInProcessApp();
    await signInAs(
      app,
      { email: MONTHLY_BILLING_EMAIL, password: MONTHLY_BILLING_PASSWORD },
      MONTHLY_BILLING_PASS.passNumber,
    );
    const { user } = renderBookTrip(app);
    const payment = await screen.findByRole('group', { name: /^Betaalwijze/ });
    const invoice = within(payment).getByRole('radio', { name: 'Reizen op rekening (maandfactuur)' });
    expect(invoice).toBeChecked();
    for (const radio of within(payment).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(payment).toHaveAccessibleDescription(
      'U reist op rekening. Wilt u op een andere manier betalen? Neem dan contact op met de klantenservice.',
    );
    const info = within(payment).getByRole('button', { name: 'Waarom kan ik de betaalwijze niet wijzigen?' });
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('U reist op rekening.');

    await fillAddresses(user);
    const dialog = await confirmForm(user);
    expect(within(dialog).getByText('Reizen op rekening (maandfactuur)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw rit is geboekt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('confirmation dialog with the public-transport alternative (product §2, §3 Leg, §4, §5)', () => {
  it('lists the summary and each leg with mode, times, line and operator; booking stays possible', async () => {
    const { user } = await demo();
    await pickAddress(user, 'Van', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await pickAddress(user, 'Naar', 'Stationsplein 25', 'Stationsplein 25, Almere');
    const dialog = await confirmForm(user);
    for (const term of [
      'Van',
      'Naar',
      'Vertrek',
      'Aankomst',
      'Ritprijs',
      'Reistijd',
      'Afstand',
      'Betaalwijze',
    ])
      expect(
        within(dialog)
          .getAllByRole('term')
          .map((t) => t.textContent),
      ).toContain(term);
    const pt = within(dialog).getByRole('region', { name: 'Alternatief met het openbaar vervoer' });
    expect(within(pt).getByText('Geen overstap')).toBeInTheDocument();
    expect(within(pt).getByText(/^€\s?\d+,\d{2}$/)).toBeInTheDocument();
    const legs = within(pt).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    expect(legs[0]).toHaveTextContent(
      /^Lopen\d{2}:\d{2} – \d{2}:\d{2} \(\d+ min\)Van Westerdoksdijk 40A, Amsterdam naar Station Amsterdam Centraal$/,
    );
    expect(legs[1]).toHaveTextContent(
      /^Trein · lijn Intercity · NS\d{2}:\d{2} – \d{2}:\d{2} \(\d+ min\)Van Station Amsterdam Centraal naar Station Almere Centrum$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Bevestigen' })).toBeEnabled();
    expect(within(dialog).queryByText(/U kunt deze rit niet boeken/)).not.toBeInTheDocument();
  });

  it('blocks booking with the §5 message when the region blocks on PT advice', async () => {
    const { user } = await demo({ settings: { isBookingBlockedByPtAdviceEnabled: true } });
    await pickAddress(user, 'Van', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await pickAddress(user, 'Naar', 'Stationsplein 25', 'Stationsplein 25, Almere');
    const dialog = await confirmForm(user);
    expect(dialog).toHaveAccessibleDescription(
      'U kunt deze rit niet boeken, omdat er voor deze reis een mogelijkheid met het openbaar vervoer is.',
    );
    expect(within(dialog).getByRole('button', { name: 'Bevestigen' })).toBeDisabled();
    expect(app.requests).not.toContain('POST /ticketing/trips/book');
  });
});
