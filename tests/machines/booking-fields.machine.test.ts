import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectIsBlockedByPtAdvice, selectIsPaymentLocked } from '../../machines/booking/selectors';
import type { AttributeDefinition } from '../../machines/types';
import { PT_JOURNEY, settings, summary } from './fixtures';
import { NOW, USER, start, fillForm, toConfirming } from './booking-harness';

describe('booking machine: rules (product §4, §5)', () => {
  it('switching to by-departure resets the priority to None', () => {
    const { actor } = start();
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'High' } },
    });
    expect(actor.getSnapshot().context.form.attributes.priority).toBe('High');
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    expect(actor.getSnapshot().context.form.attributes.priority).toBe('None');
  });

  it('by arrival without a priority cannot be estimated', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { planningMode: 'ByArrival' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ priority: 'error.priorityRequired' });
  });

  it('forces and locks monthly billing when the summary says the user has it', async () => {
    const { actor, bookInputs } = start({ calculate: async () => summary({ hasMonthlyBilling: true }) });
    await toConfirming(actor);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(selectIsPaymentLocked(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'payment.select', payment: { type: 'iDeal' } })).toBe(false);
    actor.send({ type: 'payment.select', payment: { type: 'iDeal' } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    actor.send({ type: 'booking.confirm' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'success' } }));
    expect(bookInputs[0]?.request.paymentOption).toEqual({ type: 'monthlyBilling' });
  });

  it('preselects and locks monthly billing from the profile', () => {
    const { actor } = start({ input: { hasMonthlyBilling: true } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    actor.send({ type: 'form.change', patch: { payment: { type: 'iDeal' } } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
  });

  it('blocks booking when the region blocks on public-transport advice and a PT journey exists', async () => {
    const { actor } = start({
      input: { settings: settings({ isBookingBlockedByPtAdviceEnabled: true }) },
      calculate: async () => summary({ ptJourney: PT_JOURNEY }),
    });
    await toConfirming(actor);
    expect(selectIsBlockedByPtAdvice(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
  });

  it('does not block on a PT journey when the region setting is off (also after a session update)', async () => {
    const { actor } = start({
      input: { settings: settings({ isBookingBlockedByPtAdviceEnabled: true }) },
      calculate: async () => summary({ ptJourney: PT_JOURNEY }),
    });
    await toConfirming(actor);
    actor.send({ type: 'session.update', settings: settings() });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('refuses a credit card without a brand in the dialog', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
    actor.send({ type: 'booking.confirm' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'confirming' } });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard', cardBrand: 'visa' } });
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(true);
  });

  it('refuses to book when the pickup became too early while the dialog was open', async () => {
    let now = NOW;
    const { actor } = start({ input: { now: () => now } });
    await toConfirming(actor);
    now = new Date(NOW.getTime() + 10 * 60_000); // pickup 11:05 is now less than an hour away
    expect(actor.getSnapshot().can({ type: 'booking.confirm' })).toBe(false);
  });

  it('passes the selected pass number to the actors', async () => {
    const { actor, calculateInputs } = start({ input: { passNumber: '1234' } });
    await toConfirming(actor);
    expect(calculateInputs[0]?.passNumber).toBe('1234');
    actor.send({ type: 'session.update', passNumber: '5678' });
    expect(actor.getSnapshot().context.passNumber).toBe('5678');
  });
});

/** Region attribute definitions shaped like the seeded region 20 (server/seed.ts), titles in Dutch. */
function definition(
  name: AttributeDefinition['name'],
  type: 'dropdown' | 'checkbox',
  groupName: string | null,
  maxUnits: number,
  overrides: Partial<AttributeDefinition> = {},
): AttributeDefinition {
  return {
    name,
    title: name,
    type,
    groupName,
    groupTitle: groupName,
    code: name.slice(0, 3).toUpperCase(),
    readOnly: false,
    defaultUnits: 0,
    minUnits: 0,
    maxUnits,
    ...overrides,
  };
}

const DEFINITIONS: AttributeDefinition[] = [
  definition('travelers', 'dropdown', 'companions', 5),
  definition('children0to12', 'dropdown', 'children', 3),
  definition('standardWheelchair', 'dropdown', 'wheelchair', 1),
  definition('foldableWheelchair', 'dropdown', 'wheelchair', 1),
  definition('mobilityScooter', 'dropdown', 'wheelchair', 1),
  definition('handLuggage', 'checkbox', 'takeAlong', 1),
  definition('guideDog', 'checkbox', 'takeAlong', 1),
  definition('priority', 'dropdown', 'priority', 3),
];

describe('booking machine: attribute definitions (product §3 Attribute definition, §5 ranges)', () => {
  it('refuses counts outside the region range and two wheelchairs, and estimates once they are valid', async () => {
    const { actor, calculateInputs } = start({ input: { attributeDefinitions: DEFINITIONS } });
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { attributes: { children0to12: 4 } } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    actor.send({
      type: 'form.change',
      patch: { attributes: { children0to12: 3, standardWheelchair: 1, mobilityScooter: 1 } },
    });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    actor.send({ type: 'form.change', patch: { attributes: { mobilityScooter: 0, travelers: 2 } } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request.attributes).toMatchObject({
      travelers: 2,
      children0to12: 3,
      standardWheelchair: 1,
      mobilityScooter: 0,
    });
  });

  it('checks against definitions that arrive later, and starts from their default units', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { attributes: { children0to12: 5 } } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'session.update', attributeDefinitions: DEFINITIONS });
    expect(actor.getSnapshot().context.errors).toEqual({ attributes: 'bookTrip.attributesInvalid' });

    const withDefaults = start({
      input: {
        attributeDefinitions: [definition('handLuggage', 'checkbox', 'takeAlong', 1, { defaultUnits: 1 })],
      },
    });
    expect(withDefaults.actor.getSnapshot().context.form.attributes.handLuggage).toBe(1);
  });
});

describe('booking machine: phone-call preference (product §2, §3 preferences)', () => {
  it('prefills the phone number from the profile and requires one while the toggle is on', async () => {
    const { actor, calculateInputs } = start({ input: { user: { ...USER, phone: '0612345678' } } });
    fillForm(actor);
    expect(actor.getSnapshot().context.form.phoneNumber).toBe('0612345678');
    actor.send({ type: 'form.change', patch: { phoneCall: true, phoneNumber: '06' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ phoneNumber: 'bookTrip.phoneNumberInvalid' });
    actor.send({ type: 'form.change', patch: { phoneNumber: '0687654321' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request.preferences).toEqual({ phoneNumber: '0687654321' });
  });

  it('ignores the phone number while the toggle is off', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'form.change', patch: { phoneCall: false, phoneNumber: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('booking machine: payment validity (product §4)', () => {
  it('needs a card brand for a credit card on the form, and the error clears once a brand is chosen', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'payment.select', payment: { type: 'creditCard' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toMatchObject({ flow: { step: 'editing' } });
    expect(actor.getSnapshot().context.errors).toEqual({ payment: 'bookTrip.cardBrandRequired' });
    actor.send({ type: 'payment.select', payment: { type: 'creditCard', cardBrand: 'maestro' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('refuses another method while monthly billing is locked, also on the form', () => {
    const { actor } = start({ input: { hasMonthlyBilling: true } });
    expect(actor.getSnapshot().can({ type: 'payment.select', payment: { type: 'iDeal' } })).toBe(false);
    actor.send({ type: 'payment.select', payment: { type: 'iDeal' } });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(selectIsPaymentLocked(actor.getSnapshot())).toBe(true);
  });

  it('locks monthly billing when a session update says the traveller has it', () => {
    const { actor } = start();
    fillForm(actor);
    actor.send({ type: 'session.update', hasMonthlyBilling: true });
    expect(actor.getSnapshot().context.form.payment).toEqual({ type: 'monthlyBilling' });
    expect(actor.getSnapshot().can({ type: 'payment.select', payment: { type: 'payInVehicle' } })).toBe(
      false,
    );
  });
});

describe('booking machine: priority by planning mode (product §4, §5)', () => {
  it('estimates by arrival only with a priority, and going back to departure sends None', async () => {
    const { actor, calculateInputs } = start();
    fillForm(actor);
    actor.send({
      type: 'form.change',
      patch: { planningMode: 'ByArrival', attributes: { priority: 'None' } },
    });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ priority: 'error.priorityRequired' });
    actor.send({ type: 'form.change', patch: { attributes: { priority: 'Medium' } } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[0]?.request).toMatchObject({
      planningMode: 2,
      attributes: { priority: 'Medium' },
    });

    actor.send({ type: 'estimate.back' });
    actor.send({ type: 'form.change', patch: { planningMode: 'ByDeparture' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ flow: { step: 'confirming' } }));
    expect(calculateInputs[1]?.request).toMatchObject({ planningMode: 1, attributes: { priority: 'None' } });
  });
});
