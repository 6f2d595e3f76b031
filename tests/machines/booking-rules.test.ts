import { describe, expect, it } from 'vitest';
import { attributeRange } from '../../machines/lib/booking-attributes';
import {
  availablePaymentOptions,
  isMonthlyBillingForced,
  toPaymentOption,
} from '../../machines/booking/payment';
import { toBookingRequest } from '../../machines/booking/request';
import {
  applyFormPatch,
  createBookingForm,
  isBlockedByPtAdvice,
  isLocationComplete,
  isPaymentValid,
  isPriorityValid,
  locationError,
  swapForReturnTrip,
  validateBookingForm,
} from '../../machines/booking/rules';
import { HOSPITAL, PT_JOURNEY, STATION, settings, summary } from './fixtures';
import { NOW, validForm } from './booking-rules-support';

describe('isLocationComplete / locationError (product §5)', () => {
  it('accepts a location with house number, street and residence', () => {
    expect(isLocationComplete(STATION)).toBe(true);
    expect(locationError(STATION)).toBeUndefined();
  });

  it('rejects a location missing the house number, street or residence', () => {
    expect(isLocationComplete({ ...STATION, houseNumber: '' })).toBe(false);
    expect(isLocationComplete({ ...STATION, street: '  ' })).toBe(false);
    const { residence: _residence, ...noResidence } = STATION;
    expect(isLocationComplete(noResidence)).toBe(false);
    expect(locationError({ ...STATION, houseNumber: '' })).toBe('location.missingKeyParameters');
  });

  it('reports an absent or empty location as required', () => {
    expect(locationError(null)).toBe('location.required');
    expect(locationError({})).toBe('location.required');
  });
});

describe('isPaymentValid (product §4)', () => {
  it('needs a payment', () => {
    expect(isPaymentValid(null)).toBe(false);
  });

  it('accepts a credit card only with a brand', () => {
    expect(isPaymentValid({ type: 'creditCard' })).toBe(false);
    expect(isPaymentValid({ type: 'creditCard', cardBrand: null })).toBe(false);
    expect(isPaymentValid({ type: 'creditCard', cardBrand: 'maestro' })).toBe(true);
  });

  it('accepts the other types without a brand', () => {
    expect(isPaymentValid({ type: 'iDeal' })).toBe(true);
    expect(isPaymentValid({ type: 'payInVehicle' })).toBe(true);
    expect(isPaymentValid({ type: 'monthlyBilling' })).toBe(true);
  });
});

describe('isBlockedByPtAdvice (product §4)', () => {
  it('blocks when the region setting is on and the summary has a public-transport journey', () => {
    expect(
      isBlockedByPtAdvice(
        settings({ isBookingBlockedByPtAdviceEnabled: true }),
        summary({ ptJourney: PT_JOURNEY }),
      ),
    ).toBe(true);
  });

  it('does not block without a journey, with the setting off, or without data', () => {
    expect(isBlockedByPtAdvice(settings({ isBookingBlockedByPtAdviceEnabled: true }), summary())).toBe(false);
    expect(isBlockedByPtAdvice(settings(), summary({ ptJourney: PT_JOURNEY }))).toBe(false);
    expect(isBlockedByPtAdvice(null, summary({ ptJourney: PT_JOURNEY }))).toBe(false);
    expect(isBlockedByPtAdvice(settings({ isBookingBlockedByPtAdviceEnabled: true }), null)).toBe(false);
  });
});

describe('isPriorityValid (product §5)', () => {
  it('requires a priority other than None when booking by arrival', () => {
    expect(isPriorityValid('ByArrival', 'None')).toBe(false);
    expect(isPriorityValid('ByArrival', undefined)).toBe(false);
    expect(isPriorityValid('ByArrival', 'High')).toBe(true);
  });

  it('accepts anything when booking by departure', () => {
    expect(isPriorityValid('ByDeparture', 'None')).toBe(true);
  });
});

describe('monthly billing, payment options and attribute ranges', () => {
  it('forces monthly billing only when the summary says so', () => {
    expect(isMonthlyBillingForced(summary({ hasMonthlyBilling: true }))).toBe(true);
    expect(isMonthlyBillingForced(summary())).toBe(false);
    expect(isMonthlyBillingForced(null)).toBe(false);
  });

  it('offers monthly billing only to a signed-in traveller who has it, never to guests', () => {
    const types = (opts: { guest: boolean; hasMonthlyBilling?: boolean }) =>
      availablePaymentOptions(settings(), opts).map((o) => o.paymentType);
    expect(types({ guest: true, hasMonthlyBilling: true })).not.toContain('monthlyBilling');
    expect(types({ guest: false })).toEqual(['payInVehicle', 'iDeal', 'creditCard']);
    expect(types({ guest: false, hasMonthlyBilling: true })).toEqual([
      'payInVehicle',
      'iDeal',
      'monthlyBilling',
      'creditCard',
    ]);
  });

  it('maps a region option to the wire payment', () => {
    expect(toPaymentOption({ paymentType: 'creditCard', cardBrand: 'visa' })).toEqual({
      type: 'creditCard',
      cardBrand: 'visa',
    });
    expect(toPaymentOption({ paymentType: 'iDeal', cardBrand: null })).toEqual({ type: 'iDeal' });
  });

  it('defaults the unit range to 0..5', () => {
    expect(attributeRange(undefined)).toEqual({ min: 0, max: 5 });
    expect(attributeRange({ minUnits: 1, maxUnits: 3 })).toEqual({ min: 1, max: 3 });
  });
});

describe('createBookingForm', () => {
  it('defaults to now + 1 h 5 min, by departure, prefilled from the user', () => {
    const form = createBookingForm(NOW, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    expect(form).toMatchObject({
      date: '2026-07-01',
      time: '11:05',
      planningMode: 'ByDeparture',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      payment: null,
    });
    expect(form.attributes.priority).toBe('None');
    expect(form.attributes.travelers).toBe(0);
  });
});

describe('validateBookingForm (product §5)', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateBookingForm(validForm(), NOW)).toEqual({});
    expect(validateBookingForm(validForm(), NOW)).toEqual({});
  });

  it('reports missing locations and payment on a fresh form', () => {
    expect(validateBookingForm(createBookingForm(NOW), NOW)).toEqual({
      locationFrom: 'location.required',
      locationTo: 'location.required',
      payment: 'validation.required',
    });
  });

  it('reports an incomplete address', () => {
    expect(validateBookingForm(validForm({ locationTo: { ...HOSPITAL, houseNumber: '' } }), NOW)).toEqual({
      locationTo: 'location.missingKeyParameters',
    });
  });

  it('requires a priority when booking by arrival', () => {
    const form = validForm({ planningMode: 'ByArrival' });
    expect(validateBookingForm(form, NOW)).toEqual({ priority: 'error.priorityRequired' });
    expect(
      validateBookingForm({ ...form, attributes: { ...form.attributes, priority: 'Low' } }, NOW),
    ).toEqual({});
  });

  it('refuses a pickup less than an hour from now', () => {
    expect(validateBookingForm(validForm({ time: '10:59' }), NOW)).toEqual({
      pickup: 'bookTrip.pickupEarliestTime',
    });
    expect(validateBookingForm(validForm({ time: '11:00' }), NOW)).toEqual({});
  });

  it('refuses a date past the region’s booking horizon (today + maxDaysAhead, Amsterdam)', () => {
    // Now is 1 July 2026 10:00 CEST: day 60 is 30 August, day 10 is 11 July.
    const at = (date: string, time = '23:59') => validForm({ date, time });
    expect(validateBookingForm(at('2026-08-30'), NOW)).toEqual({});
    expect(validateBookingForm(at('2026-08-31', '00:00'), NOW)).toEqual({
      pickup: 'bookTrip.pickupTooFarAhead',
    });
    expect(validateBookingForm(at('2026-07-11'), NOW, [], 10)).toEqual({});
    expect(validateBookingForm(at('2026-07-12', '00:00'), NOW, [], 10)).toEqual({
      pickup: 'bookTrip.pickupTooFarAhead',
    });
    expect(validateBookingForm(at('2026-07-12'), NOW, [], 10)).not.toEqual({});
    // Too early wins over too far: one message at a time.
    expect(validateBookingForm(validForm({ time: '10:59' }), NOW, [], 0)).toEqual({
      pickup: 'bookTrip.pickupEarliestTime',
    });
  });

  it('limits the driver comment to 50 characters when booking by departure', () => {
    expect(validateBookingForm(validForm({ driverComment: 'x'.repeat(50) }), NOW)).toEqual({});
    expect(validateBookingForm(validForm({ driverComment: 'x'.repeat(51) }), NOW)).toEqual({
      driverComment: 'bookTrip.driverCommentTooLong',
    });
  });

  it('ignores the driver comment when booking by arrival (it is not sent)', () => {
    const form = validForm({ planningMode: 'ByArrival', driverComment: 'x'.repeat(60) });
    expect(
      validateBookingForm({ ...form, attributes: { ...form.attributes, priority: 'High' } }, NOW),
    ).toEqual({});
  });

  it('requires a card brand for credit cards', () => {
    expect(validateBookingForm(validForm({ payment: { type: 'creditCard' } }), NOW)).toEqual({
      payment: 'bookTrip.cardBrandRequired',
    });
  });
});

describe('toBookingRequest (product §3 booking request)', () => {
  it('converts the Amsterdam wall time to UTC and by-departure to planning mode 1', () => {
    const request = toBookingRequest(validForm({ time: '12:30', driverComment: ' ring twice ' }));
    expect(request).toMatchObject({
      plannedDateTime: '2026-07-01T10:30:00Z',
      planningMode: 1,
      locationFrom: STATION,
      locationTo: HOSPITAL,
      paymentOption: { type: 'payInVehicle' },
      email: 'ada@example.com',
      preferences: { driverComment: 'ring twice' },
    });
    expect(request.attributes.priority).toBe('None');
    expect(request).not.toHaveProperty('firstName');
  });

  it('sends the driver comment on one line: line breaks and tabs become single spaces (the API refuses them)', () => {
    const request = toBookingRequest(validForm({ driverComment: 'Bel aan\r\nbij 40A\t(achterdeur)\n' }));
    expect(request.preferences.driverComment).toBe('Bel aan bij 40A (achterdeur)');
  });

  it('sends planning mode 2 with the priority and without the driver comment by arrival', () => {
    const base = validForm({ planningMode: 'ByArrival', driverComment: 'hello' });
    const request = toBookingRequest({
      ...base,
      attributes: { ...base.attributes, priority: 'High', travelers: 2 },
    });
    expect(request.planningMode).toBe(2);
    expect(request.attributes).toMatchObject({ priority: 'High', travelers: 2 });
    expect(request.preferences).toEqual({});
  });

  it('sends the phone number only when the phone-call toggle is on', () => {
    expect(toBookingRequest(validForm({ phoneCall: false, phoneNumber: '0612345678' })).preferences).toEqual(
      {},
    );
    expect(toBookingRequest(validForm({ phoneCall: true, phoneNumber: '0612345678' })).preferences).toEqual({
      phoneNumber: '0612345678',
    });
  });

  it('keeps the card brand for credit cards only', () => {
    expect(
      toBookingRequest(validForm({ payment: { type: 'creditCard', cardBrand: 'visa' } })).paymentOption,
    ).toEqual({
      type: 'creditCard',
      cardBrand: 'visa',
    });
  });

  it('adds first and last name for guests', () => {
    expect(toBookingRequest(validForm(), { guest: true })).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('throws for an incomplete form', () => {
    expect(() => toBookingRequest(validForm({ locationFrom: null }))).toThrow();
    expect(() => toBookingRequest(validForm({ payment: null }))).toThrow();
  });
});

describe('form edits', () => {
  it('swaps from and to for the return trip, keeping everything else', () => {
    const form = validForm({ time: '12:00', driverComment: 'hi' });
    const swapped = swapForReturnTrip(form);
    expect(swapped.locationFrom).toEqual(HOSPITAL);
    expect(swapped.locationTo).toEqual(STATION);
    expect(swapped).toMatchObject({ time: '12:00', driverComment: 'hi', payment: form.payment });
  });

  it('resets the priority to None when switching to by-departure', () => {
    const arrival = applyFormPatch(validForm(), {
      planningMode: 'ByArrival',
      attributes: { priority: 'High' },
    });
    expect(arrival.attributes.priority).toBe('High');
    const departure = applyFormPatch(arrival, { planningMode: 'ByDeparture' });
    expect(departure.attributes.priority).toBe('None');
  });

  it('merges attribute patches', () => {
    const form = applyFormPatch(validForm(), { attributes: { travelers: 2 } });
    const next = applyFormPatch(form, { attributes: { guideDog: 1 } });
    expect(next.attributes).toMatchObject({ travelers: 2, guideDog: 1, priority: 'None' });
  });
});
