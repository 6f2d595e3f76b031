// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { defaultArrival, earliestPickup } from '../../machines/lib/time';
import { bookingPlan } from './booking.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { skipReleaseNotes } from './support/app';

// Model test of machines/booking.machine.ts: generated paths run on /book-trip of the real app, signed in as the
// demo traveller, against the reference server in-process. Addresses come from server/data/places.csv.

const FROM = { query: 'Silodam 1A', option: 'Silodam 1A, Amsterdam' };
const TO = { query: 'Westerdoksdijk 40A', option: 'Westerdoksdijk 40A, Amsterdam' };
const gates = new WeakMap<Sut, { calculate?: Gate; trips?: Gate; book?: Gate; check?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const isPost = (path: string) => (url: URL, method: string) => method === 'POST' && url.pathname === path;

async function pickAddress(
  sut: Sut,
  field: 'Van' | 'Naar',
  { query, option }: { query: string; option: string },
) {
  const input = screen.getByRole('combobox', { name: field });
  if ((input as HTMLInputElement).value === option) return;
  await sut.user.clear(input);
  await sut.user.type(input, query);
  const listbox = screen.getByRole('listbox', { name: new RegExp(`^${field}`), hidden: true });
  await sut.user.click(await within(listbox).findByRole('option', { name: option }, { timeout: 3000 }));
  await waitFor(() => expect(input).toHaveValue(option));
}

/** Return leg: the pick-up time two hours after the outbound one (the form keeps the date; next day past midnight). */
async function laterForReturn(sut: Sut) {
  const time = screen.getByLabelText('Tijd') as HTMLInputElement;
  const [hours = '0', minutes = '00'] = time.value.split(':');
  if (Number(hours) + 2 >= 24) {
    const date = screen.getByLabelText('Datum') as HTMLInputElement;
    const next = new Date(`${date.value}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await sut.user.clear(date);
    await sut.user.type(date, next.toISOString().slice(0, 10));
  }
  await sut.user.clear(time);
  await sut.user.type(time, `${String((Number(hours) + 2) % 24).padStart(2, '0')}:${minutes}`);
}

const confirmDialog = () => screen.getByRole('dialog', { name: 'Controleer uw rit' });
const failedDialog = () => screen.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
const NO_CONNECTION = 'Geen verbinding. Uw gegevens blijven bewaard.';
/** The kept "no connection" message (a live region next to where the traveller acted). */
const failureMessage = async () =>
  (await screen.findByText(NO_CONNECTION, {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
const seriesDialog = () => screen.getByRole('dialog', { name: 'Uw herhaalde rit' });

/**
 * The signed-in confirmation view: its heading focused, and per booked trip the trip number, the pick-up window,
 * who travels, the aids, price, payment, the cancel deadline and "Toevoegen aan agenda"; no success toast.
 */
async function seeConfirmation() {
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ },
    { timeout: 5000 },
  );
  await waitFor(() => expect(heading).toHaveFocus());
  const trips = screen.getAllByRole('region', { name: /^Rit / });
  expect(trips.length).toBeGreaterThan(0);
  for (const trip of trips) {
    expect(within(trip).getByText('Ritnummer')).toBeInTheDocument();
    expect(within(trip).getByText(/^tussen \d\d:\d\d en \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(trip).getByText('Wie reist er')).toBeInTheDocument();
    expect(within(trip).getByText('Hulpmiddelen en bagage')).toBeInTheDocument();
    expect(within(trip).getByText(/^€\s?\d+,\d{2}$/)).toBeInTheDocument();
    expect(within(trip).getByText(/^U kunt annuleren tot /)).toBeInTheDocument();
    expect(within(trip).getByRole('button', { name: 'Toevoegen aan agenda' })).toBeInTheDocument();
  }
  expect(screen.queryByText('Uw rit is geboekt!')).toBeNull();
}

/** The date `days` after `date` (`YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

const see: Record<string, StateAssertion> = {
  editing: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wanneer wilt u worden opgehaald?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Betaalwijze' })).toBeInTheDocument();
  },
  estimating: async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  checkingOverlap: async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'Ritgegevens worden berekend…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  confirming: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByText('Ritprijs')).toBeInTheDocument();
    // A series lists a price per date too.
    expect(within(dialog).getAllByText(/€\s?\d+,\d{2}/).length).toBeGreaterThan(0);
  },
  booking: async () => {
    expect(await screen.findByRole('alertdialog', { name: 'Uw rit wordt geboekt…' })).toBeInTheDocument();
  },
  bookingFailed: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Uw rit is NIET geboekt' }, { timeout: 5000 });
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
  bookingSeries: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Uw herhaalde rit' }, { timeout: 5000 });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
  checkingBooking: async () => {
    const backdrop = await screen.findByRole('alertdialog', { name: 'We kijken of uw rit al geboekt was…' });
    expect(within(backdrop).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
  },
  success: async () => {
    await seeConfirmation();
  },
  nextStep: async () => {
    throw new Error('nextStep is transient and never observed');
  },
  askingReturnTrip: async () => {
    const question = await screen.findByRole(
      'dialog',
      { name: 'Wilt u ook een terugrit boeken?' },
      { timeout: 5000 },
    );
    expect(within(question).getByRole('button', { name: 'Ja' })).toBeInTheDocument();
  },
  confirmed: async () => {
    await seeConfirmation();
    expect(screen.getByRole('button', { name: 'Naar de startpagina' })).toBeInTheDocument();
  },
  'confirmed.offeringReturnTrip': async () => {
    const question = await screen.findByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    expect(within(question).getByRole('button', { name: 'Ja, terugrit boeken' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Nee, dank u' })).toBeInTheDocument();
    // The question sits on the confirmation, not in a dialog in its place.
    expect(screen.queryByRole('dialog')).toBeNull();
  },
  'confirmed.complete': async () => {
    await seeConfirmation();
    expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull();
  },
  done: async (sut) => {
    await sut.waitForPath('/home');
  },
};

const exec: Record<string, StepExecutor> = {
  '(root):session.update#0': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
    sut.sendUserData({ type: 'passNumber.select', passNumber: '2001000102' });
    await waitFor(() => expect(sut.userData.data.budget?.passNumber).toBe('2001000102'), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'editing:form.change#0': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
  },
  'editing:form.typeTime#0': async (sut) => {
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
  'editing:form.leaveTime#0': async (sut) => {
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
  'editing:form.swap#0': async (sut) => {
    await pickAddress(sut, 'Van', FROM);
    await pickAddress(sut, 'Naar', TO);
    await sut.user.click(screen.getByRole('button', { name: 'Van en naar omwisselen' }));
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(TO.option);
    expect(screen.getByRole('combobox', { name: 'Naar' })).toHaveValue(FROM.option);
  },
  'editing:form.useEarliestArrival#0': async (sut, step) => {
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
    const before = new Date();
    await sut.user.click(screen.getByRole('radio', { name: 'Aankomsttijd' }));
    // An untouched default time moves to the arrival default (now + 1 h 05 + a typical trip).
    if (!step.facts.returnLeg)
      expect([defaultArrival(before).time, defaultArrival(new Date()).time]).toContain(time.value);
    const early = earliestPickup(new Date());
    const date = screen.getByLabelText('Datum') as HTMLInputElement;
    if (date.value !== early.date) {
      await sut.user.clear(date);
      await sut.user.type(date, early.date);
    }
    await sut.user.clear(time);
    await sut.user.type(time, early.time);
    // The earliest arrival: "23:45", or with its date when it falls tomorrow ("28 november 2026 om 00:30", late in
    // the evening).
    const message = await screen.findByText(/u kunt op zijn vroegst om .*\d\d:\d\d aankomen/);
    const suggestion = /op zijn vroegst om (.*\d\d:\d\d) aankomen/.exec(message.textContent ?? '')![1]!;
    const suggested = suggestion.slice(-5);
    expect(time).toHaveAccessibleDescription(new RegExp(`op zijn vroegst om ${suggestion}`));
    await sut.user.click(screen.getByRole('button', { name: `Gebruik ${suggestion}` }));
    await waitFor(() => expect(time).toHaveValue(suggested));
    expect(screen.queryByText(/op zijn vroegst om/)).toBeNull();
    await sut.user.click(screen.getByRole('radio', { name: 'Vertrektijd' }));
    expect(time).toHaveValue(suggested);
  },
  'editing:payment.select#0': async (sut) => {
    // An online method (the region's first of iDEAL / credit card); a card brand is chosen when asked.
    const group = screen.getByRole('group', { name: 'Betaalwijze' });
    const radio = within(group).getAllByRole('radio', { name: /^(iDEAL|Creditcard)/ })[0]!;
    await sut.user.click(radio);
    const brand = screen.queryByRole('combobox', { name: 'Soort creditcard' });
    if (brand) await sut.user.selectOptions(brand, 'Visa');
    expect(radio).toBeChecked();
  },
  'editing:form.submit#0': async (sut, step) => {
    gatesOf(sut).calculate = sut.gate(isPost('/ticketing/trips/calculate'));
    if (step.facts.returnLeg) {
      expect(screen.getByText('U boekt nu de terugrit.')).toBeInTheDocument();
      await laterForReturn(sut);
    } else {
      await pickAddress(sut, 'Van', FROM);
      await pickAddress(sut, 'Naar', TO);
    }
    await sut.user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).calculate!.held();
  },
  'editing:form.submit#1': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveAccessibleDescription(/Selecteer een adres/);
    expect(sut.requests).not.toContain('POST /ticketing/trips/calculate');
  },
  'estimating:backdrop.cancel#0': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).calculate!.remove();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(FROM.option);
  },
  'estimating:xstate.done.actor.calculateTrip#0': async (sut) => {
    gatesOf(sut).trips = sut.gate(
      (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
    );
    gatesOf(sut).calculate!.release();
    await gatesOf(sut).trips!.held();
  },
  'checkingOverlap:xstate.done.actor.loadOtherTrips#0': async (sut) => {
    gatesOf(sut).trips!.release();
    await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
    expect(screen.queryByText(/U heeft dan al een rit/)).toBeNull();
  },
  'checkingOverlap:xstate.error.actor.loadOtherTrips#0': async (sut) => {
    gatesOf(sut).trips!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    const dialog = await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
    gatesOf(sut).trips!.remove();
    expect(screen.queryByText(/U heeft dan al een rit/)).toBeNull();
    expect(within(dialog).queryByText(NO_CONNECTION)).toBeNull();
  },
  'checkingOverlap:backdrop.cancel#0': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).trips!.remove();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'estimating:xstate.error.actor.calculateTrip#0': async (sut) => {
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
  'editing:failure.dismiss#0': async (sut) => {
    const kept = await failureMessage();
    await sut.user.click(within(kept).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Van' })).not.toHaveValue('');
  },
  'bookingFailed:failure.dismiss#0': async (sut) => {
    const kept = await failureMessage();
    expect(failedDialog()).toContainElement(kept);
    await sut.user.click(within(kept).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
    expect(confirmDialog()).toBeInTheDocument();
  },
  'bookingFailed:booking.confirm#0': async (sut) => {
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    const kept = await failureMessage();
    await sut.user.click(within(kept).getByRole('button', { name: 'Opnieuw proberen' }));
    await gatesOf(sut).book!.held();
  },
  'bookingFailed:estimate.back#0': async (sut, step) => {
    await sut.user.click(within(failedDialog()).getByRole('button', { name: 'Terug' }));
    const from = step.facts.returnLeg ? TO : FROM;
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
    expect(screen.queryByText(NO_CONNECTION)).toBeNull();
  },
  'editing:draft.discard#0': async (sut) => {
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
  'confirming:estimate.back#0': async (sut, step) => {
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Terug' }));
    // The return leg has its addresses swapped.
    const from = step.facts.returnLeg ? TO : FROM;
    expect(screen.getByRole('combobox', { name: 'Van' })).toHaveValue(from.option);
  },
  'confirming:booking.confirm#0': async (sut) => {
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).book!.held();
  },
  'editing:series.change#0': async (sut) => {
    // Switching on ticks the date's weekday; "Tot en met" a week on gives two dates.
    const repeat = screen.getByRole('switch', { name: 'Deze rit herhalen' });
    if (repeat.getAttribute('aria-checked') !== 'true') await sut.user.click(repeat);
    const date = (screen.getByLabelText('Datum') as HTMLInputElement).value;
    const until = screen.getByLabelText('Tot en met');
    await sut.user.clear(until);
    await sut.user.type(until, addDays(date, 7));
    expect(screen.getByRole('group', { name: 'Herhalen op' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { checked: true }).length).toBeGreaterThan(0);
  },
  'confirming:booking.confirm#1': async (sut) => {
    expect(within(confirmDialog()).getByText(/Alle \d+ datums passen in uw budget/)).toBeInTheDocument();
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).book!.held();
  },
  'bookingSeries:xstate.done.actor.bookingSeries#0': async (sut) => {
    gatesOf(sut).book!.release();
    expect(
      await within(seriesDialog()).findByText(/^(\d) van de \1 datums geboekt\.$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await sut.user.click(within(seriesDialog()).getByRole('button', { name: 'Verder' }));
  },
  'bookingSeries:xstate.done.actor.bookingSeries#1': async (sut) => {
    gatesOf(sut).book!.fail(400, 'BudgetExceeded', 'Uw resterende budget is niet genoeg voor deze rit.');
    expect(
      await within(seriesDialog()).findByText(/^0 van de \d datums geboekt\.$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(seriesDialog()).getAllByText('Niet geboekt — budget op').length).toBeGreaterThan(0);
    await sut.user.click(within(seriesDialog()).getByRole('button', { name: 'Verder' }));
    gatesOf(sut).book!.remove();
  },
  'booking:backdrop.cancel#1': async (sut) => {
    gatesOf(sut).check = sut.gate(
      (url, method) => method === 'GET' && url.pathname === '/ticketing/trips/history',
    );
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    // The held booking request was aborted: it never reaches the server.
    gatesOf(sut).book!.remove();
    await gatesOf(sut).check!.held();
  },
  'checkingBooking:xstate.done.actor.findBookedTrip#0': async (sut) => {
    // As if the server had booked before the cancel arrived: the aborted request, replayed on the server itself.
    const aborted = gatesOf(sut).book!.lastHeld()!;
    expect(aborted.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sut.server.app.fetch(aborted)).status).toBe(200);
    gatesOf(sut).check!.release();
    expect(
      await screen.findByText(/Uw rit was al geboekt voordat u annuleerde/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'checkingBooking:xstate.done.actor.findBookedTrip#1': async (sut) => {
    gatesOf(sut).check!.release();
    expect(
      await screen.findByText('Geannuleerd: er is geen rit geboekt.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'checkingBooking:xstate.error.actor.findBookedTrip#0': async (sut) => {
    gatesOf(sut).check!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    expect(
      await screen.findByText(/We konden niet nagaan of uw rit al geboekt was/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    gatesOf(sut).check!.remove();
  },
  'checkingBooking:backdrop.cancel#0': async (sut) => {
    await sut.user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Annuleren' }));
    gatesOf(sut).check!.remove();
    expect(
      await screen.findByText(/We konden niet nagaan of uw rit al geboekt was/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
  'booking:xstate.done.actor.bookTrip#0': async (sut) => {
    gatesOf(sut).book!.release();
  },
  'booking:xstate.error.actor.bookTrip#0': async (sut) => {
    gatesOf(sut).book!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    // Kept on screen in the dialog, where Confirm was pressed.
    const kept = await failureMessage();
    expect(failedDialog()).toContainElement(kept);
    expect(within(kept).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    gatesOf(sut).book!.remove();
  },
  'success:xstate.after.postBookingDelay#0': async (sut) => {
    // The real 1500 ms postBookingDelay passes; the payment page opens in a new tab.
    await waitFor(() => expect(sut.opened).toHaveLength(1), { timeout: 4000 });
    expect(sut.opened[0]).toMatch(/\/pay\//);
  },
  'success:xstate.after.postBookingDelay#1': async (sut) => {
    expect(
      screen.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1600));
    expect(sut.opened).toHaveLength(0);
  },
  'confirmed.offeringReturnTrip:returnTrip.accept#0': async (sut) => {
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
  'confirmed.offeringReturnTrip:returnTrip.decline#0': async (sut) => {
    const question = screen.getByRole('region', { name: 'Wilt u ook een terugrit boeken?' });
    await sut.user.click(within(question).getByRole('button', { name: 'Nee, dank u' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Wilt u ook een terugrit boeken?' })).toBeNull(),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ }),
    ).toBeInTheDocument();
  },
  'confirmed:confirmation.close#0': async (sut) => {
    await sut.user.click(screen.getByRole('button', { name: 'Naar de startpagina' }));
  },
};

describeModel({
  plan: bookingPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    skipReleaseNotes();
    await sut.storeDemoSession('2001000101');
    sut.start('/book-trip');
    await sut.waitForAuth('signedIn');
    // Generous: the first path also compiles the lazily loaded page while other test files run on the same cores.
    await waitFor(() => expect(sut.userData.data.region).not.toBeNull(), {
      timeout: 15_000,
    });
    // hidden: the release-notes dialog may already hide the page from the accessibility tree.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Wanneer wilt u worden opgehaald?', hidden: true },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The form mounts in a transition when the page's data arrives after its first render (book-trip-page.tsx).
    await screen.findByRole('combobox', { name: 'Van' }, { timeout: 15_000 });
  },
});
