import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine, type CalculateTripInput } from '../../machines/booking/booking.machine';
import { selectFocusRequest, selectNeedsPassNumber } from '../../machines/booking/selectors';
import { needsPassNumberToBook } from '../../machines/lib/pass-number-rules';
import type { TripSummary } from '../../machines/types';
import { HOSPITAL, STATION, settings, summary } from './fixtures';

// product §3/§4: where the region requires a pass number, a traveller without one is told so first and cannot
// submit the form until one is added; guests and regions without the requirement are not affected.

const TRIP = { locationFrom: STATION, locationTo: HOSPITAL, payment: { type: 'payInVehicle' } } as const;

function start(input: { required: boolean; hasPassNumbers: boolean; guest?: boolean; isCarer?: boolean }) {
  const machine = bookingMachine.provide({
    actors: { calculateTrip: fromPromise<TripSummary, CalculateTripInput>(async () => summary()) },
  });
  const actor = createActor(machine, {
    input: {
      now: () => new Date('2026-07-01T08:00:00Z'),
      settings: settings({ isPassNumberRequired: input.required }),
      hasPassNumbers: input.hasPassNumbers,
      guest: input.guest ?? false,
      isCarer: input.isCarer,
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    },
  }).start();
  actor.send({ type: 'form.change', patch: TRIP });
  return actor;
}

describe('a pass number where the region requires one', () => {
  it('without one the form says so and a submit goes nowhere but to "Add a pass number"', () => {
    const actor = start({ required: true, hasPassNumbers: false });
    expect(selectNeedsPassNumber(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(selectFocusRequest(actor.getSnapshot())).toEqual({ target: 'passNumber' });
  });

  it('once a pass number is added (session update) the same form is estimated', async () => {
    const actor = start({ required: true, hasPassNumbers: false });
    actor.send({ type: 'session.update', hasPassNumbers: true, passNumber: '2001000101' });
    expect(selectNeedsPassNumber(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches({ flow: { step: 'estimating' } }));
    expect(actor.getSnapshot().context.summary).not.toBeNull();
  });

  it('asks nothing of guests, of travellers with a pass, or where the region does not require one', () => {
    expect(
      selectNeedsPassNumber(start({ required: true, hasPassNumbers: false, guest: true }).getSnapshot()),
    ).toBe(false);
    expect(selectNeedsPassNumber(start({ required: true, hasPassNumbers: true }).getSnapshot())).toBe(false);
    expect(selectNeedsPassNumber(start({ required: false, hasPassNumbers: false }).getSnapshot())).toBe(
      false,
    );
  });

  it('the shared rule: none on the account and required; unknown profile or region asks nothing', () => {
    expect(needsPassNumberToBook(0, { isPassNumberRequired: true }, false)).toBe(true);
    expect(needsPassNumberToBook(1, { isPassNumberRequired: true }, false)).toBe(false);
    expect(needsPassNumberToBook(0, { isPassNumberRequired: false }, false)).toBe(false);
    expect(needsPassNumberToBook(null, { isPassNumberRequired: true }, false)).toBe(false);
    expect(needsPassNumberToBook(0, null, false)).toBe(false);
  });

  it('the shared rule asks nothing of a carer (product §10.12: no pass number of their own needed)', () => {
    expect(needsPassNumberToBook(0, { isPassNumberRequired: true }, true)).toBe(false);
    expect(needsPassNumberToBook(1, { isPassNumberRequired: true }, true)).toBe(false);
  });

  it("a carer's form is not held up for a pass number; the flag survives a session update", async () => {
    const actor = start({ required: true, hasPassNumbers: false, isCarer: true });
    expect(selectNeedsPassNumber(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.update', passNumber: null });
    expect(selectNeedsPassNumber(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches({ flow: { step: 'estimating' } }));
    expect(actor.getSnapshot().context.summary).not.toBeNull();
    // No longer a carer (the last link ended): the rule for any traveller holds again.
    actor.send({ type: 'session.update', isCarer: false });
    expect(selectNeedsPassNumber(actor.getSnapshot())).toBe(true);
  });
});
