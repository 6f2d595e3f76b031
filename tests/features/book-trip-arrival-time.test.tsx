// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { defaultArrival, earliestPickup } from '../../machines/lib/time';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import {
  confirmForm,
  pickAddress,
  renderBookTrip,
  resetToasts,
  signInAs,
  stubResizeObserver,
  type User,
  waitForBookingForm,
} from './book-trip-support';

/* On /book-trip: planning by arrival offers a time that can't fail. Switching to arrival moves the
 * default time by a typical trip; once the estimate gives the trip's duration, a too-early arrival shows the earliest
 * bookable one under the time field with "Gebruik HH:MM", which sets it; the server then books without a refusal.
 * Real view, runtime, machines and in-process reference server (Almere → Amsterdam: about 50 minutes). */

let app: InProcessApp | undefined;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app?.close();
  app = undefined;
});

async function open() {
  app = createInProcessApp();
  // Tomorrow morning in Amsterdam by the server clock (the app follows it): the earliest arrival falls on the same
  // day, so the suggestion names a time only, whatever the hour the test runs.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await app.server.app.fetch(
    new Request('http://localhost/dev/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: `${tomorrow}T08:00:00Z` }),
    }),
  );
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  const rendered = renderBookTrip(app);
  await waitForBookingForm();
  return rendered;
}

async function planByArrival(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Aankomsttijd' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Prioriteit' }), 'Laag');
  await pickAddress(user, 'Van', 'Oostvaardersdiep 1', 'Oostvaardersdiep 1, Almere');
  await pickAddress(user, 'Naar', 'Silodam 1A', 'Silodam 1A, Amsterdam');
}

const suggestionText = () => screen.queryByText(/u kunt op zijn vroegst om \d\d:\d\d aankomen/);

describe('arrival time that can’t fail on /book-trip', { timeout: 60_000 }, () => {
  it('books a cross-region trip by arrival with the default time, without a refusal', async () => {
    const { user } = await open();
    const time = screen.getByLabelText('Tijd');
    const before = app!.runtime.now();
    await planByArrival(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?' })).toBeInTheDocument();
    expect([defaultArrival(before).time, defaultArrival(app!.runtime.now()).time]).toContain(
      (time as HTMLInputElement).value,
    );
    const dialog = await confirmForm(user);
    expect(suggestionText()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw rit is geboekt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/minimaal een uur vanaf nu|at least one hour from now/)).toBeNull();
  });

  it('offers the earliest bookable arrival for a too-early one, tied to the time field, and sets it', async () => {
    const { user } = await open();
    await planByArrival(user);
    const dialog = await confirmForm(user);
    const summaryMinutes = within(dialog).getAllByText(/^\d+ min$/)[0]?.textContent ?? '';
    await user.click(within(dialog).getByRole('button', { name: 'Terug' }));

    // An arrival one hour from now leaves no time for the trip itself.
    const early = earliestPickup(app!.runtime.now());
    const date = screen.getByLabelText('Datum');
    if ((date as HTMLInputElement).value !== early.date) {
      await user.clear(date);
      await user.type(date, early.date);
    }
    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, early.time);

    const message = await screen.findByText(/u kunt op zijn vroegst om (\d\d:\d\d) aankomen/);
    const [, minutes, suggested] =
      /ongeveer (\d+) minuten.*om (\d\d:\d\d) aankomen/.exec(message.textContent ?? '') ?? [];
    expect(summaryMinutes).toContain(minutes);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(time).toHaveAccessibleDescription(new RegExp(`op zijn vroegst om ${suggested}`));
    expect(time).toHaveAttribute('aria-invalid', 'true');

    // Confirming anyway sends nothing and moves focus to the button that fixes it.
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const use = screen.getByRole('button', { name: `Gebruik ${suggested}` });
    await waitFor(() => expect(use).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(time).toHaveValue(suggested));
    expect(suggestionText()).toBeNull();
    expect(time).not.toHaveAttribute('aria-invalid');

    const again = await confirmForm(user);
    await user.click(within(again).getByRole('button', { name: 'Bevestigen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uw rit is geboekt' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps a time the traveller typed when switching to arrival', async () => {
    const { user } = await open();
    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, '23:55');
    await user.click(screen.getByRole('radio', { name: 'Aankomsttijd' }));
    expect(time).toHaveValue('23:55');
  });
});
