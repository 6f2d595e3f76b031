// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sendUserData } from '../support/in-process';
import {
  HOUR,
  world,
  book,
  openMyTrips,
  cardAt,
  toastMessages,
  serverTrip,
  setUpMyTripsWorld,
} from './my-trips-support';
import { findDialog } from '../support/dialogs';

setUpMyTripsWorld();

describe('/my-trips grid (product §2)', () => {
  it("shows this week's trips as cards with date, status, from, to, countdown and price", async () => {
    await book(3); // Wednesday 13:00
    await book(26); // Thursday 12:00
    await openMyTrips();
    expect(
      screen.getByRole('button', { name: /^Periode 8 maart 2027 t\/m 14 maart 2027$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 ritten in deze periode')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Ritten' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const first = cardAt('13:00');
    expect(within(first).getByRole('heading', { name: 'woensdag 10 maart 2027, 13:00' })).toBeInTheDocument();
    expect(within(first).getByText('Bevestigd')).toBeInTheDocument();
    expect(within(first).getByText(/^Westerdoksdijk 40A/)).toBeInTheDocument();
    expect(within(first).getByText(/^Silodam/)).toBeInTheDocument();
    expect(within(first).getByText('Vertrek over 3 uur')).toBeInTheDocument();
    expect(within(first).getByText('Prijs')).toBeInTheDocument();
    expect(within(cardAt('12:00')).getByText('Vertrek over 1 dag en 2 uur')).toBeInTheDocument();
  });

  it('shows the empty state for a week without trips', async () => {
    await openMyTrips();
    expect(screen.getByText('U heeft geen ritten in deze periode.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ritten' })).not.toBeInTheDocument();
  });

  it('moves to the next week and back with the week buttons', async () => {
    const user = userEvent.setup();
    await book(3);
    await book(8 * 24 + 1); // Thursday of next week, 11:00
    await openMyTrips();
    expect(within(screen.getByRole('list', { name: 'Ritten' })).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Volgende week' }));
    expect(
      await screen.findByRole('button', { name: /^Periode 15 maart 2027 t\/m 21 maart 2027$/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'donderdag 18 maart 2027, 11:00' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vorige week' }));
    expect(await screen.findByRole('heading', { name: 'woensdag 10 maart 2027, 13:00' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'donderdag 18 maart 2027, 11:00' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vorige week' }));
    expect(await screen.findByText('U heeft geen ritten in deze periode.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deze week' }));
    expect(await screen.findByRole('heading', { name: 'woensdag 10 maart 2027, 13:00' })).toBeInTheDocument();
  });

  it('starts the week on Sunday in English', async () => {
    await openMyTrips('en-US');
    expect(screen.getByRole('heading', { level: 1, name: 'My trips' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Period March 7, 2027 – March 13, 2027$/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('You do not have any trips for this period.')).toBeInTheDocument();
  });

  it('picks a custom range in the popover calendar', async () => {
    const user = userEvent.setup();
    await book(8 * 24 + 1);
    await openMyTrips();
    await user.click(screen.getByRole('button', { name: /^Periode/ }));
    const popover = await findDialog({ name: 'Kies een periode' });
    await user.click(within(popover).getByRole('button', { name: /16 maart 2027/ }));
    await user.click(within(popover).getByRole('button', { name: /19 maart 2027/ }));
    await user.click(within(popover).getByRole('button', { name: 'Toepassen' }));
    expect(
      await screen.findByRole('button', { name: /^Periode 16 maart 2027 t\/m 19 maart 2027$/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'donderdag 18 maart 2027, 11:00' }),
    ).toBeInTheDocument();
  });
});

describe('trip details and cancel (product §2, §4, §8)', () => {
  it('opens GET /trips/{id} in the dialog and cancels: the chip becomes Canceled', async () => {
    const user = userEvent.setup();
    const trip = await book(3);
    await openMyTrips();
    await user.click(within(cardAt('13:00')).getByRole('button', { name: 'Ritgegevens bekijken' }));
    const dialog = await findDialog({ name: 'Ritgegevens' });
    await within(dialog).findByText('Volg de chauffeur');
    expect(world.app.requests).toContain(`GET /ticketing/trips/${trip.externalTripId}`);
    expect(within(dialog).getByText('Ophaaltijd: 13:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Betalen in het voertuig (contant of pinnen)')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Rit annuleren' }));
    const question = await findDialog({ name: 'Deze rit annuleren?' });
    await user.click(within(question).getByRole('button', { name: 'Ja, rit annuleren' }));
    await waitFor(() => expect(toastMessages()).toContain('Uw rit is geannuleerd'));
    expect(within(dialog).getByText('Geannuleerd')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(cardAt('13:00')).getByText('Geannuleerd')).toBeInTheDocument();
    expect(within(cardAt('13:00')).queryByText(/Vertrek over/)).not.toBeInTheDocument();
    expect((await serverTrip(trip.externalTripId)).status).toBe('customerCancelled');
  });

  it('inside the cut-off, offers the phone number instead of a disabled Cancel trip', async () => {
    const user = userEvent.setup();
    await book(3);
    world.app.server.clock.advance(2.5 * HOUR);
    await openMyTrips();
    await user.click(within(cardAt('13:00')).getByRole('button', { name: 'Ritgegevens bekijken' }));
    const dialog = await findDialog({ name: 'Ritgegevens' });
    const line = await within(dialog).findByTestId('call-to-cancel');
    expect(line).toHaveTextContent('Te laat om online te annuleren. Bel 088 123 45 67');
    expect(within(line).getByRole('link', { name: '088 123 45 67' })).toHaveAttribute(
      'href',
      'tel:0881234567',
    );
    expect(within(dialog).queryByRole('button', { name: 'Rit annuleren' })).toBeNull();
    // It is the region's contact setting (RegionSettings.contactPhone): a changed one follows.
    const patched = await world.app.server.app.fetch(
      new Request('http://localhost/dev/region', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ contactPhone: '+31 20 555 01 23' }),
      }),
    );
    expect(patched.status).toBe(200);
    sendUserData(world.app.runtime.auth, { type: 'userData.reload', parts: ['region'] });
    const link = await within(dialog).findByRole('link', { name: '+31 20 555 01 23' });
    expect(link).toHaveAttribute('href', 'tel:+31205550123');
  });

  it('shows the trip number, the pick-up window and the aids, and no "not all details" for a trip without PT', async () => {
    const user = userEvent.setup();
    const trip = await book(3, 'payInVehicle', { attributes: { electricWheelchair: 1, guideDog: 1 } });
    await openMyTrips();
    const card = cardAt('13:00');
    expect(within(card).getByText(trip.externalTripId)).toBeInTheDocument();
    expect(within(card).getByText('tussen 12:45 en 13:15')).toBeInTheDocument();
    expect(within(card).getByText('Elektrische rolstoel, Geleidehond')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ritgegevens bekijken' }));
    const dialog = await findDialog({ name: 'Ritgegevens' });
    await within(dialog).findByText('Ritnummer');
    expect(within(dialog).getByText(trip.externalTripId)).toBeInTheDocument();
    expect(within(dialog).getByText('tussen 12:45 en 13:15')).toBeInTheDocument();
    expect(within(dialog).getByText('Elektrische rolstoel, Geleidehond')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Niet alle ritgegevens/)).toBeNull();
  });

  it('opens on Upcoming: every trip from today on across weeks, nearest first, cancelled ones left out', async () => {
    const user = userEvent.setup();
    const far = await book(3 * 7 * 24); // three weeks out
    const near = await book(3);
    const cancelled = await book(8 * 24 + 1);
    await world.app.runtime.clients.ticketing.DELETE('/trips/cancel/{id}', {
      params: { path: { id: cancelled.externalTripId } },
    });
    await openMyTrips('nl-NL', { upcoming: true });
    expect(screen.getByRole('button', { name: 'Komende ritten' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 komende ritten')).toBeInTheDocument();
    const ids = within(screen.getByRole('list', { name: 'Ritten' }))
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-trip-id]')?.getAttribute('data-trip-id'));
    expect(ids).toEqual([near.externalTripId, far.externalTripId]);
    // The week views are one tap away, and "Komende ritten" one tap back.
    await user.click(screen.getByRole('button', { name: 'Volgende week' }));
    expect(await screen.findByText('1 rit in deze periode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Komende ritten' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Komende ritten' }));
    expect(await screen.findByText('2 komende ritten')).toBeInTheDocument();
  });
});
