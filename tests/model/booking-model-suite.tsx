import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { bookingPlan } from './booking.plan';
import {
  FROM,
  TO,
  confirmDialog,
  failedDialog,
  failureMessage,
  gatesOf,
  isPost,
  laterForReturn,
  NO_CONNECTION,
  openBookTrip,
  pickAddress,
  seeConfirmation,
} from './booking-model-support';
import { modesExec, modesSee } from './booking-model-modes';
import type { StateAssertion, StepExecutor } from './support/harness';
import type { ModelSuite } from './support/model-suite';
import { findDialog } from '../support/dialogs';

// The model test of machines/booking/booking.machine.ts, run in two parts (booking.model.test.tsx and
// booking-2.model.test.tsx, each under a minute): generated paths run on /book-trip of the real app, signed in as the
// demo traveller, against the reference server in-process. Addresses come from server/data/places.csv. The mode
// regions' assertions and steps are in booking-model-modes.ts, the shared helpers in booking-model-support.ts.

const see: Record<string, StateAssertion> = {
  'flow.step.editing': async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      // By departure "… worden opgehaald?", by arrival "… aankomen?" (flow.planning says which).
      screen.getByRole('heading', { level: 1, name: /^Wanneer wilt u (worden opgehaald|aankomen)\?$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Betaalwijze' })).toBeInTheDocument();
  },
  'flow.step.estimating': async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  'flow.step.checkingOverlap': async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  'flow.step.confirming': async () => {
    const dialog = await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByText('Ritprijs')).toBeInTheDocument();
    // A series lists a price per date too.
    expect(within(dialog).getAllByText(/€\s?\d+,\d{2}/).length).toBeGreaterThan(0);
  },
  'flow.step.booking': async () => {
    expect(await screen.findByRole('alertdialog', { name: 'Uw rit wordt geboekt…' })).toBeInTheDocument();
  },
  'flow.step.bookingFailed': async () => {
    const dialog = await findDialog({ name: 'Uw rit is NIET geboekt' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The line that says so has focus, and the reason with "Opnieuw proberen" comes first in the body.
    const heading = within(dialog).getByRole('heading', { name: 'Uw rit is NIET geboekt' });
    await waitFor(() => expect(heading).toHaveFocus());
    const kept = await failureMessage();
    expect(dialog).toContainElement(kept);
    expect(within(kept).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    // No toast repeats it.
    expect(screen.queryByText('Dienst tijdelijk niet beschikbaar')).toBeNull();
  },
  'flow.step.bookingSeries': async () => {
    const dialog = await findDialog({ name: 'Uw herhaalde rit' }, { timeout: 5000 });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
  'flow.step.checkingBooking': async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'We kijken of uw rit al geboekt was…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  'flow.step.success': async () => {
    await seeConfirmation();
  },
  'flow.step.nextStep': async () => {
    throw new Error('nextStep is transient and never observed');
  },
  'flow.step.askingReturnTrip': async () => {
    const question = await screen.findByRole(
      'dialog',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    expect(within(question).getByRole('button', { name: 'Ja' })).toBeInTheDocument();
  },
  'flow.step.confirmed': async () => {
    await seeConfirmation();
    expect(screen.getByRole('button', { name: 'Naar de startpagina' })).toBeInTheDocument();
  },
  'flow.step.confirmed.offeringReturnTrip': async () => {
    const question = await screen.findByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    expect(within(question).getByRole('button', { name: 'Ja, terugrit boeken' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Nee, dank u' })).toBeInTheDocument();
    // The question sits on the confirmation, not in a dialog in its place.
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'flow.step.confirmed.complete': async () => {
    await seeConfirmation();
    expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull();
  },
  done: async (sut) => {
    await sut.waitForPath('/home');
  },
  ...modesSee,
};

const exec: Record<string, StepExecutor> = {
  '(root):session.update': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
    sut.sendUserData({ type: 'passNumber.select', passNumber: '2001000102' });
    await waitFor(() => expect(sut.userData.data.budget?.passNumber).toBe('2001000102'), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'flow.step.editing:form.change [keepsPlanningMode]': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
  },
  'flow.step.editing:form.typeTime': async (sut) => {
    // The chart keeps the text as typed and gives the form HH:mm at once; leaving shows it as HH:mm.
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
    const shown = time.value;
    await sut.user.clear(time);
    await sut.user.type(time, shown.replace(':', ''));
    expect(time).toHaveValue(shown.replace(':', ''));
    expect(time).not.toHaveAttribute('aria-invalid');
    await sut.user.tab();
    expect(time).toHaveValue(shown);
  },
  'flow.step.editing:form.leaveTime': async (sut) => {
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
    const shown = time.value;
    const message = /Vul een geldige tijd in als UU:MM/;
    await sut.user.clear(time);
    await sut.user.type(time, '9');
    await sut.user.tab();
    expect(time).toHaveValue('09:00');
    await sut.user.clear(time);
    await sut.user.type(time, '25:61');
    await sut.user.tab();
    expect(time).toHaveAccessibleDescription(message);
    await sut.user.clear(time);
    await sut.user.type(time, shown);
    await sut.user.tab();
    expect(time).toHaveValue(shown);
    expect(screen.queryByText(message)).toBeNull();
  },
  'flow.step.editing:form.swap': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
    await pickAddress(sut, 'Naar', TO);
    await sut.user.click(screen.getByRole('button', { name: 'Van en naar omwisselen' }));
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue(FROM.option);
  },
  'flow.step.editing:payment.select [canChoosePayment]': async (sut) => {
    // An online method (the region's first of iDEAL / credit card); a card brand is chosen when asked.
    const group = screen.getByRole('group', { name: 'Betaalwijze' });
    const radio = within(group).getAllByRole('radio', { name: /^(iDEAL|Creditcard)/ })[0]!;
    await sut.user.click(radio);
    const brand = screen.queryByRole('combobox', { name: 'Soort creditcard' });
    if (brand) await sut.user.selectOptions(brand, 'Visa');
    expect(radio).toBeChecked();
  },
  'flow.step.editing:form.submit [isFormValid] → flow.step.estimating': async (sut, step) => {
    gatesOf(sut).calculate = sut.gate(isPost('/ticketing/trips/calculate'));
    if (step.states.includes('flow.leg.return')) {
      expect(screen.getByText('U boekt nu de terugrit.')).toBeInTheDocument();
      await laterForReturn(sut);
    } else {
      await pickAddress(sut, 'Van', FROM);
      await pickAddress(sut, 'Naar', TO);
    }
    await sut.user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).calculate!.held();
  },
  'flow.step.editing:form.submit': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveAccessibleDescription(/Selecteer een adres/);
    expect(sut.requests).not.toContain('POST /ticketing/trips/calculate');
  },
  'flow.step.estimating:backdrop.cancel → flow.step.editing': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).calculate!.remove();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'flow.step.estimating:xstate.done.actor.calculateTrip [isSignedIn] → flow.step.checkingOverlap': async (
    sut,
  ) => {
    gatesOf(sut).trips = sut.gate(
      (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
    );
    gatesOf(sut).calculate!.release();
    await gatesOf(sut).trips!.held();
  },
  'flow.step.checkingOverlap:xstate.done.actor.loadOtherTrips → flow.step.confirming': async (sut) => {
    gatesOf(sut).trips!.release();
    await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    expect(screen.queryByText(/U heeft dan al een rit/)).toBeNull();
  },
  'flow.step.checkingOverlap:xstate.error.actor.loadOtherTrips → flow.step.confirming': async (sut) => {
    gatesOf(sut).trips!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    const dialog = await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    gatesOf(sut).trips!.remove();
    expect(screen.queryByText(/U heeft dan al een rit/)).toBeNull();
    expect(within(dialog).queryByText(NO_CONNECTION)).toBeNull();
  },
  'flow.step.checkingOverlap:backdrop.cancel → flow.step.editing': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).trips!.remove();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'flow.step.estimating:xstate.error.actor.calculateTrip → flow.step.editing': async (sut) => {
    gatesOf(sut).calculate!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText('Dienst tijdelijk niet beschikbaar', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Kept on screen by the form's Confirm, the form still filled in.
    const kept = await failureMessage();
    expect(within(kept).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
    gatesOf(sut).calculate!.remove();
  },
  'flow.step.editing:failure.dismiss': async (sut) => {
    const kept = await failureMessage();
    await sut.user.click(within(kept).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'flow.step.bookingFailed:failure.dismiss → flow.step.confirming': async (sut) => {
    const kept = await failureMessage();
    expect(failedDialog()).toContainElement(kept);
    await sut.user.click(within(kept).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    expect(confirmDialog()).toBeInTheDocument();
  },
  'flow.step.bookingFailed:booking.confirm [canBook] → flow.step.booking': async (sut) => {
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    const kept = await failureMessage();
    await sut.user.click(within(kept).getByRole('button', { name: 'Opnieuw proberen' }));
    await gatesOf(sut).book!.held();
  },
  'flow.step.bookingFailed:estimate.back → flow.step.editing': async (sut, step) => {
    await sut.user.click(within(failedDialog()).getByRole('button', { name: 'Terug' }));
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
  },
  'flow.step.editing:draft.discard → flow.step.editing': async (sut) => {
    // A draft kept in the tab: leave the page and come back.
    await pickAddress(sut, 'Van', FROM);
    await sut.router!.navigate('/home');
    await sut.waitForPath('/home');
    await sut.router!.navigate('/book-trip');
    const startOver = await screen.findByRole('button', { name: 'Opnieuw beginnen' }, { timeout: 15_000 });
    expect(screen.getByText(/Wat u eerder invulde is teruggezet/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
    await sut.user.click(startOver);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(''));
    expect(screen.queryByText(/Wat u eerder invulde is teruggezet/)).toBeNull();
    expect(screen.queryByText('U boekt nu de terugrit.')).toBeNull();
  },
  'flow.step.confirming:estimate.back → flow.step.editing': async (sut, step) => {
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Terug' }));
    // The return leg has its addresses swapped.
    const from = step.states.includes('flow.leg.return') ? TO : FROM;
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'flow.step.confirming:booking.confirm [canBookOnce] → flow.step.booking': async (sut) => {
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).book!.held();
  },
  'flow.step.booking:backdrop.cancel → flow.step.checkingBooking': async (sut) => {
    gatesOf(sut).check = sut.gate(
      (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
    );
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    // The held booking request was aborted: it never reaches the server.
    gatesOf(sut).book!.remove();
    await gatesOf(sut).check!.held();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip [isTripFound] → flow.step.success': async (
    sut,
  ) => {
    // As if the server had booked before the cancel arrived: the aborted request, replayed on the server itself.
    const aborted = gatesOf(sut).book!.lastHeld()!;
    expect(aborted.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sut.server.app.fetch(aborted)).status).toBe(200);
    gatesOf(sut).check!.release();
    expect(
      await screen.findByText(/Uw rit was al geboekt voordat u annuleerde/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'flow.step.checkingBooking:xstate.done.actor.findBookedTrip → flow.step.confirming': async (sut) => {
    gatesOf(sut).check!.release();
    expect(
      await screen.findByText('Geannuleerd: er is geen rit geboekt.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'flow.step.checkingBooking:xstate.error.actor.findBookedTrip → flow.step.confirming': async (sut) => {
    gatesOf(sut).check!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText(/We konden niet nagaan of uw rit al geboekt was/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    gatesOf(sut).check!.remove();
  },
  'flow.step.checkingBooking:backdrop.cancel → flow.step.confirming': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).check!.remove();
    expect(
      await screen.findByText(/We konden niet nagaan of uw rit al geboekt was/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'flow.step.booking:xstate.done.actor.bookTrip → flow.step.success': async (sut) => {
    gatesOf(sut).book!.release();
  },
  'flow.step.booking:xstate.error.actor.bookTrip → flow.step.bookingFailed': async (sut) => {
    gatesOf(sut).book!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    // Kept on screen in the dialog, where Confirm was pressed.
    const kept = await failureMessage();
    expect(failedDialog()).toContainElement(kept);
    expect(within(kept).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    gatesOf(sut).book!.remove();
  },
  'flow.step.success:xstate.after.postBookingDelay [hasPaymentUrl] → flow.step.nextStep': async (sut) => {
    // The real 1500 ms postBookingDelay passes; the payment page opens in a new tab.
    await waitFor(() => expect(sut.opened).toHaveLength(1), { timeout: 4000 });
    expect(sut.opened[0]).toMatch(/\/pay\//);
  },
  'flow.step.success:xstate.after.postBookingDelay → flow.step.nextStep': async (sut) => {
    expect(
      screen.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1600));
    expect(sut.opened).toHaveLength(0);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.accept → flow.step.editing': async (sut) => {
    const question = screen.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await sut.user.click(within(question).getByRole('button', { name: 'Ja, terugrit boeken' }));
    expect(await screen.findByText('U boekt nu de terugrit.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
    const note = screen.getByText(/^Ophalen voor de terugrit: \d\d:\d[05], een uur na aankomst\./);
    // The default time of the way back is valid: described by the note, not marked invalid.
    const time = screen.getByLabelText('Tijd');
    expect(time).not.toHaveAttribute('aria-invalid');
    expect(time.getAttribute('aria-describedby')?.split(' ')).toContain(note.id);
  },
  'flow.step.confirmed.offeringReturnTrip:returnTrip.decline → flow.step.confirmed.complete': async (sut) => {
    const question = screen.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await sut.user.click(within(question).getByRole('button', { name: 'Nee, dank u' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull(),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeInTheDocument();
  },
  'flow.step.confirmed:confirmation.close → done': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Naar de startpagina' }));
  },
};

/** The booking chart's model suite: a word and an action for every state and transition, and each path's start. */
export const bookingModelSuite: ModelSuite = {
  plan: bookingPlan,
  see,
  exec: { ...exec, ...modesExec },
  timeout: 60_000,
  before: openBookTrip,
};
