// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { bookingSeriesPlan } from './booking-series.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { FROM, TO, addDays, openBookTrip, pickAddress } from './booking-model-support';
import { findDialog } from '../support/dialogs';

// Model test of machines/booking/series.machine.ts: generated paths run on /book-trip of the real
// app with "Deze rit herhalen" on (two dates), signed in as the demo traveller, against the reference server
// in-process. The gate on POST /trips/book decides each date's answer.

const isBook = (url: URL, method: string) => method === 'POST' && url.pathname === '/ticketing/trips/book';

interface SeriesState {
  book: Gate;
  /** Idempotency-Key of every held booking request, in order. */
  keys: string[];
  /** The key of the date the server refused last. */
  failedKey?: string;
}
const states = new WeakMap<Sut, SeriesState>();
const stateOf = (sut: Sut) => states.get(sut)!;

/** Waits for the next booking request at the gate and notes its Idempotency-Key. */
async function nextHeld(sut: Sut) {
  const state = stateOf(sut);
  await state.book.held();
  state.keys.push(state.book.lastHeld()!.headers.get('Idempotency-Key') ?? '');
}

const dialog = () => screen.getByRole('dialog', { name: 'Uw herhaalde rit' });

const see: Record<string, StateAssertion> = {
  booking: async () => {
    const result = await findDialog({ name: 'Uw herhaalde rit' }, { timeout: 5000 });
    expect(within(result).getAllByRole('listitem')).toHaveLength(2);
    expect(within(result).getByRole('status')).toHaveTextContent('Uw rit wordt geboekt…');
    expect(within(result).queryByRole('button', { name: 'Verder' })).toBeNull();
  },
  settling: async () => {
    throw new Error('settling is transient and never observed');
  },
  reviewing: async (_sut, step) => {
    const result = dialog();
    const status = await within(result).findByText(/van de 2 datums geboekt\.$/, {}, { timeout: 5000 });
    const items = within(result).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Geboekt');
    if (step?.facts.failed) {
      expect(status).toHaveTextContent('1 van de 2 datums geboekt.');
      expect(items[1]).toHaveTextContent('Niet geboekt — budget op');
      expect(within(result).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    } else {
      expect(status).toHaveTextContent('2 van de 2 datums geboekt.');
      expect(within(result).queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
    }
    expect(within(result).getByRole('button', { name: 'Verder' })).toBeInTheDocument();
  },
  done: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uw herhaalde rit' })).toBeNull());
  },
};

const exec: Record<string, StepExecutor> = {
  'booking:xstate.done.actor.bookTrip → settling': async (sut) => {
    const state = stateOf(sut);
    const held = state.book;
    state.book = sut.gate(isBook);
    held.release();
    // The next date (if any) waits at the new gate.
    if (state.keys.length === 1) await nextHeld(sut);
  },
  'booking:xstate.error.actor.bookTrip → settling': async (sut) => {
    const state = stateOf(sut);
    const held = state.book;
    state.failedKey = state.keys.at(-1);
    state.book = sut.gate(isBook);
    held.fail(400, 'BudgetExceeded', 'Uw resterende budget is niet genoeg voor deze rit.');
    held.remove();
  },
  'reviewing:series.retry [hasFailed] → booking': async (sut) => {
    await sut.user.click(within(dialog()).getByRole('button', { name: 'Opnieuw proberen' }));
    await nextHeld(sut);
    // Retrying a failed date reuses that date's Idempotency-Key.
    const state = stateOf(sut);
    expect(state.keys.at(-1)).toBe(state.failedKey);
    expect(new Set(state.keys.slice(0, 2)).size).toBe(2);
  },
  'reviewing:series.close → done': async (sut) => {
    await sut.user.click(within(dialog()).getByRole('button', { name: 'Verder' }));
    stateOf(sut).book.remove();
  },
};

describeModel({
  plan: bookingSeriesPlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    await openBookTrip(sut);
    await pickAddress(sut, 'Van', FROM);
    await pickAddress(sut, 'Naar', TO);
    await sut.user.click(screen.getByRole('switch', { name: 'Deze rit herhalen' }));
    const date = (screen.getByLabelText('Datum') as HTMLInputElement).value;
    const until = screen.getByLabelText('Tot en met');
    await sut.user.clear(until);
    await sut.user.type(until, addDays(date, 7));
    await sut.user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const confirm = await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    expect(within(confirm).getByText('Alle 2 datums passen in uw budget')).toBeInTheDocument();
    states.set(sut, { book: sut.gate(isBook), keys: [] });
    await sut.user.click(within(confirm).getByRole('button', { name: 'Bevestigen' }));
    await nextHeld(sut);
  },
});
