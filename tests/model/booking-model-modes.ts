import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { defaultTimeFor } from '../../machines/booking/rules';
import { defaultArrival, earliestPickup } from '../../machines/lib/time';
import { addDays, confirmDialog, gatesOf, isPost, seriesDialog } from './booking-model-support';
import type { StateAssertion, StepExecutor } from './support/harness';

// The booking chart's mode regions in its model test (booking.model.test.tsx): what a traveller sees of the leg,
// the planning mode, the repeat switch and who travels, and the steps that change a mode (by departure / by
// arrival, the earliest arrival, a repeating trip on and off) or book a repeating trip's dates.

const RETURN_LEG = 'U boekt nu de terugrit.';
/** A mode region's transient start: it decides before anything shows. */
const transient = (state: string) => async () => {
  throw new Error(`${state} is transient and never observed`);
};
/** The control of a mode, when the form shows (not on the confirmation page). */
const control = (role: 'radio' | 'switch', name: string) => screen.queryByRole(role, { name, hidden: true });

/** The mode regions (leg, planning, repeat, traveller) as a traveller sees them. */
export const modesSee: Record<string, StateAssertion> = {
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

/** The steps that change a mode, and the booking of a repeating trip's dates. */
export const modesExec: Record<string, StepExecutor> = {
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
};
