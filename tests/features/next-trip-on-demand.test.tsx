// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectNextTripOffers, type UpcomingTripActorRef } from '../../machines/trip';
import type { Trip } from '../../machines/types';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { NextTripOnDemand } from '../../src/features/trips/next-trip-on-demand';
import { I18nProvider } from '../../src/i18n/i18n';
import { createUpcomingTripLogic } from '../../src/logic/upcoming-trip';
import { trip } from '../machines/fixtures';
import { createInProcessApp, type InProcessApp } from '../support/in-process';
import { findDialog } from '../support/dialogs';

// The plain /home card's controls before and after its trip chart starts: the upcoming-trip chart (real, over the
// in-process reference server; signed out, so its refresh fails silently and the card keeps its input trip) says
// what they offer; "Rit annuleren" loads the trip chart and asks.

const NOW = new Date('2027-03-10T09:00:00Z');
const MINUTE = 60_000;
const departingIn = (minutes: number, status: Trip['status'] = 'confirmed') =>
  trip({ status, departureDateTime: new Date(NOW.getTime() + minutes * MINUTE).toISOString() });

let app: InProcessApp;
let upcoming: UpcomingTripActorRef | undefined;

beforeEach(() => {
  app = createInProcessApp({ now: () => NOW });
});

afterEach(() => {
  cleanup();
  upcoming?.stop();
  app.close();
});

const cardView = (t: Trip) => (
  <I18nProvider initialLocale="nl-NL">
    <RuntimeProvider runtime={app.runtime}>
      <MemoryRouter>
        <NextTripOnDemand trip={t} upcoming={upcoming!} />
      </MemoryRouter>
    </RuntimeProvider>
  </I18nProvider>
);

function renderCard(t: Trip) {
  upcoming = createActor(createUpcomingTripLogic(app.runtime), {
    input: { trip: t, now: () => NOW },
  }).start();
  return render(cardView(t));
}

describe('selectNextTripOffers (product §2.2 plain next-trip card)', () => {
  it('offers cancel and change for an active trip on the plain card, nothing for another trip', () => {
    const t = departingIn(120);
    const actor = createActor(createUpcomingTripLogic(app.runtime), { input: { trip: t, now: () => NOW } });
    actor.start();
    expect(selectNextTripOffers(actor.getSnapshot(), 'T-1')).toEqual({ canCancel: true, canChange: true });
    expect(selectNextTripOffers(actor.getSnapshot(), 'T-2')).toBeNull();
    actor.send({ type: 'nextTrip.changed', trip: departingIn(120, 'customerCancelled') });
    expect(selectNextTripOffers(actor.getSnapshot(), 'T-1')).toEqual({ canCancel: false, canChange: false });
    // Within the hour the card is live: the live card's own trip chart decides there.
    actor.send({ type: 'nextTrip.changed', trip: departingIn(30) });
    expect(selectNextTripOffers(actor.getSnapshot(), 'T-1')).toBeNull();
    actor.stop();
  });
});

describe('NextTripOnDemand (product §2.2 /home next-trip card)', () => {
  it('offers Cancel trip and Change trip before the trip chart runs; pressing Cancel asks, focus returns to it', async () => {
    const user = userEvent.setup();
    renderCard(departingIn(120));
    const cancel = screen.getByRole('button', { name: 'Rit annuleren' });
    expect(cancel).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Rit T-1 wijzigen' })).toHaveAttribute(
      'href',
      '/change-trip/T-1',
    );
    expect(screen.getByRole('button', { name: 'Details' })).toBeInTheDocument();

    await user.click(cancel);
    const ask = await findDialog({ name: 'Deze rit annuleren?' }, { timeout: 5000 });
    expect(within(ask).getByRole('button', { name: 'Rit behouden' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Rit behouden' }));
    expect(screen.queryByRole('dialog', { name: 'Deze rit annuleren?' })).not.toBeInTheDocument();
    // The same button, now the trip chart's: the question gave focus back to it.
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBe(cancel);
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Rit T-1 wijzigen' })).toBeInTheDocument();
  });

  it('once the trip chart runs, it follows a fresher copy of the trip (the 30 s poll): cancelled elsewhere', async () => {
    const user = userEvent.setup();
    const booked = departingIn(120);
    const { rerender } = renderCard(booked);
    await user.click(screen.getByRole('button', { name: 'Rit annuleren' }));
    const ask = await findDialog({ name: 'Deze rit annuleren?' }, { timeout: 5000 });
    await user.click(within(ask).getByRole('button', { name: 'Rit behouden' }));
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeEnabled();
    rerender(cardView({ ...booked, status: 'customerCancelled' }));
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
  });

  it('shows a disabled Cancel trip and no change for a cancelled trip, as the trip chart would', () => {
    renderCard(departingIn(600, 'customerCancelled'));
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /wijzigen/ })).not.toBeInTheDocument();
  });

  it('Details starts the trip chart and opens the trip details; the card hides its own Cancel meanwhile', async () => {
    const user = userEvent.setup();
    renderCard(departingIn(120));
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
    const details = await findDialog({}, { timeout: 5000 });
    expect(within(details).getByRole('button', { name: 'Rit annuleren' })).toBeEnabled();
  });
});
