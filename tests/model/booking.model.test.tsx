// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { defaultArrival, earliestPickup } from '../../machines/lib/time';
import { defaultTimeFor } from '../../machines/booking/rules';
import { bookingPlan } from './booking.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { skipReleaseNotes } from './support/app';

// Model test of machines/booking/booking.machine.ts: generated paths run on /book-trip of the real app, signed in as the
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

const RETURN_LEG = 'U boekt nu de terugrit.';
/** A mode region's transient start: it decides before anything shows. */
const transient = (state: string) => async () => {
  throw new Error(`${state} is transient and never observed`);
};
/** The control of a mode, when the form shows (not on the confirmation page). */
const control = (role: 'radio' | 'switch', name: string) => screen.queryByRole(role, { name, hidden: true });

/** The mode regions (leg, planning, repeat, traveller) as a traveller sees them. */
const modesSee: Record<string, StateAssertion> = {
  flow: async (sut) => {
    await sut.waitForPath('/book-trip');
  },
  'flow.step': async () => {
    expect(screen.getAllByRole('heading', { level: 1, hidden: true }).length).toBeGreaterThan(0);
  },
  'flow.leg': async (sut) => {
    await sut.waitForPath('/book-trip');
  },
  'flow.leg.starting': transient('flow.leg.starting'),
  'flow.leg.outbound': async () => {
    expect(screen.queryByText(RETURN_LEG)).toBeNull();
  },
  'flow.leg.return': async () => {
    const form = screen.queryByText(RETURN_LEG);
    const both = screen.queryByRole('heading', { level: 1, name: 'Uw ritten zijn geboekt', hidden: true });
    expect(form ?? both).not.toBeNull();
  },
  'flow.planning': async (sut) => {
    await sut.waitForPath('/book-trip');
  },
  'flow.planning.starting': transient('flow.planning.starting'),
  'flow.planning.byDeparture': async () => {
    const radio = control('radio', 'Vertrektijd');
    if (radio) expect(radio).toBeChecked();
    expect(screen.queryByLabelText('Prioriteit')).toBeNull();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Wanneer wilt u aankomen?', hidden: true }),
    ).toBeNull();
  },
  'flow.planning.byArrival': async () => {
    const radio = control('radio', 'Aankomsttijd');
    if (radio) {
      expect(radio).toBeChecked();
      expect(screen.getByLabelText('Prioriteit')).toBeInTheDocument();
    }
  },
  'flow.repeat': async (sut) => {
    await sut.waitForPath('/book-trip');
  },
  'flow.repeat.starting': transient('flow.repeat.starting'),
  'flow.repeat.once': async () => {
    const repeat = control('switch', 'Deze rit herhalen');
    if (repeat) expect(repeat).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Tot en met')).toBeNull();
  },
  'flow.repeat.repeating': async () => {
    const repeat = control('switch', 'Deze rit herhalen');
    if (repeat) {
      expect(repeat).toHaveAttribute('aria-checked', 'true');
      expect(screen.getByLabelText('Tot en met')).toBeInTheDocument();
    }
  },
  'flow.traveller': async (sut) => {
    await sut.waitForPath('/book-trip');
  },
  'flow.traveller.starting': transient('flow.traveller.starting'),
  'flow.traveller.signedIn': async () => {
    expect(screen.getAllByRole('link', { name: 'Uitloggen', hidden: true }).length).toBeGreaterThan(0);
  },
  'flow.traveller.guest': async () => {
    expect(screen.queryByRole('link', { name: 'Uitloggen', hidden: true })).toBeNull();
  },
};

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
    const dialog = await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByText('Ritprijs')).toBeInTheDocument();
    // A series lists a price per date too.
    expect(within(dialog).getAllByText(/€\s?\d+,\d{2}/).length).toBeGreaterThan(0);
  },
  'flow.step.booking': async () => {
    expect(await screen.findByRole('alertdialog', { name: 'Uw rit wordt geboekt…' })).toBeInTheDocument();
  },
  'flow.step.bookingFailed': async () => {
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
  'flow.step.bookingSeries': async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Uw herhaalde rit' }, { timeout: 5000 });
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
  'flow.planning.byArrival:form.useEarliestArrival [isEditing]': async (sut) => {
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
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
  },
  'flow.planning.byDeparture:form.change [switchesToArrival] → flow.planning.byArrival': async (sut) => {
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
    const shown = time.value;
    const before = new Date();
    await sut.user.click(screen.getByRole('radio', { name: 'Aankomsttijd' }));
    expect(screen.getByRole('radio', { name: 'Aankomsttijd' })).toBeChecked();
    expect(screen.getByLabelText('Prioriteit')).toBeInTheDocument();
    // A time the traveller has not chosen moves to the arrival default (now + 1 h 05 + a typical trip); a chosen
    // one stays.
    expect([shown, defaultArrival(before).time, defaultArrival(new Date()).time]).toContain(time.value);
  },
  'flow.planning.byArrival:form.change [switchesToDeparture] → flow.planning.byDeparture': async (sut) => {
    const time = screen.getByLabelText('Tijd') as HTMLInputElement;
    const shown = time.value;
    const before = new Date();
    await sut.user.click(screen.getByRole('radio', { name: 'Vertrektijd' }));
    expect(screen.getByRole('radio', { name: 'Vertrektijd' })).toBeChecked();
    expect(screen.queryByLabelText('Prioriteit')).toBeNull();
    // A chosen time (the earliest arrival, or typed) stays; one the traveller has not chosen moves to the
    // departure default.
    const defaults = [before, new Date()].map((now) => defaultTimeFor('ByDeparture', now).time);
    expect([shown, ...defaults]).toContain(time.value);
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
    await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
    expect(screen.queryByText(/U heeft dan al een rit/)).toBeNull();
  },
  'flow.step.checkingOverlap:xstate.error.actor.loadOtherTrips → flow.step.confirming': async (sut) => {
    gatesOf(sut).trips!.fail(503, 'ServiceUnavailable', 'Dienst tijdelijk niet beschikbaar');
    const dialog = await screen.findByRole('dialog', { name: 'Controleer uw rit' }, { timeout: 5000 });
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
  'flow.repeat.once:series.change [switchesRepeatOn] → flow.repeat.repeating': async (sut) => {
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
  'flow.step.editing:series.change [keepsRepeat]': async (sut) => {
    // "Tot en met" ten days on instead of seven: still two dates (the switch stays on).
    const date = (screen.getByLabelText('Datum') as HTMLInputElement).value;
    const until = screen.getByLabelText('Tot en met');
    await sut.user.clear(until);
    await sut.user.type(until, addDays(date, 10));
    expect(until).toHaveValue(addDays(date, 10));
    expect(screen.getByRole('switch', { name: 'Deze rit herhalen' })).toHaveAttribute('aria-checked', 'true');
  },
  'flow.repeat.repeating:series.change [switchesRepeatOff] → flow.repeat.once': async (sut) => {
    await sut.user.click(screen.getByRole('switch', { name: 'Deze rit herhalen' }));
    expect(screen.getByRole('switch', { name: 'Deze rit herhalen' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.queryByLabelText('Tot en met')).toBeNull();
  },
  'flow.step.confirming:booking.confirm [canBookSeries] → flow.step.bookingSeries': async (sut) => {
    expect(within(confirmDialog()).getByText(/Alle \d+ datums passen in uw budget/)).toBeInTheDocument();
    gatesOf(sut).book = sut.gate(isPost('/ticketing/trips/book'));
    await sut.user.click(within(confirmDialog()).getByRole('button', { name: 'Bevestigen' }));
    await gatesOf(sut).book!.held();
  },
  'flow.step.bookingSeries:xstate.done.actor.bookingSeries [isSeriesBooked] → flow.step.nextStep': async (
    sut,
  ) => {
    gatesOf(sut).book!.release();
    expect(
      await within(seriesDialog()).findByText(/^(\d) van de \1 datums geboekt\.$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await sut.user.click(within(seriesDialog()).getByRole('button', { name: 'Verder' }));
  },
  'flow.step.bookingSeries:xstate.done.actor.bookingSeries → flow.step.confirming': async (sut) => {
    gatesOf(sut).book!.fail(400, 'BudgetExceeded', 'Uw resterende budget is niet genoeg voor deze rit.');
    expect(
      await within(seriesDialog()).findByText(/^0 van de \d datums geboekt\.$/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(seriesDialog()).getAllByText('Niet geboekt — budget op').length).toBeGreaterThan(0);
    await sut.user.click(within(seriesDialog()).getByRole('button', { name: 'Verder' }));
    gatesOf(sut).book!.remove();
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
