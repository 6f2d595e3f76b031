import { describe, expect, it } from 'vitest';
import {
  areAttributesValid,
  attributeRange,
  chooseInGroup,
  chosenInGroup,
  defaultAttributes,
  selectedTakeAlong,
  takeAlongModel,
} from '../../machines/lib/booking-attributes';
import {
  availablePaymentOptions,
  choosePaymentType,
  isMonthlyBillingForced,
  paymentChoices,
  preselectedPayment,
  toPaymentOption,
} from '../../machines/booking/payment';
import { toBookingRequest } from '../../machines/booking/request';
import {
  applyFormPatch,
  createBookingForm,
  defaultTimeFor,
  earliestBookableArrival,
  isBlockedByPtAdvice,
  isLocationComplete,
  isPaymentValid,
  isPhonePreferenceValid,
  isPriorityValid,
  isSameLocation,
  locationError,
  plannedDateTimeOf,
  swapForReturnTrip,
  validateBookingForm,
  validateGuestEntry,
} from '../../machines/booking/rules';
import type { BookingForm } from '../../machines/booking/rules';
import type { AttributeDefinition } from '../../machines/types';
import { toPlannedDateTimeUtc } from '../../machines/lib/time';
import { LEAD_GRACE_MINUTES, MIN_LEAD_MINUTES } from '../../server/lib/booking';
import { HOSPITAL, PT_JOURNEY, STATION, settings, summary } from './fixtures';

const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST

function validForm(overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    ...createBookingForm(NOW, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
    locationFrom: STATION,
    locationTo: HOSPITAL,
    payment: { type: 'payInVehicle' },
    ...overrides,
  };
}

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

const def = (
  name: AttributeDefinition['name'],
  type: 'dropdown' | 'checkbox',
  groupName: string | null,
  overrides: Partial<AttributeDefinition> = {},
): AttributeDefinition => ({
  name,
  title: `title:${name}`,
  type,
  groupName,
  groupTitle: groupName ? `group:${groupName}` : null,
  code: 'X',
  readOnly: false,
  defaultUnits: 0,
  minUnits: 0,
  maxUnits: 1,
  ...overrides,
});

const REGION_DEFS: AttributeDefinition[] = [
  def('travelers', 'dropdown', 'companions', { maxUnits: 5 }),
  def('children0to12', 'dropdown', 'children', { maxUnits: 5 }),
  def('standardWheelchair', 'dropdown', 'wheelchair'),
  def('electricWheelchair', 'dropdown', 'wheelchair'),
  def('mobilityScooter', 'dropdown', 'wheelchair'),
  def('stroller', 'dropdown', null, { maxUnits: 2 }),
  def('handLuggage', 'checkbox', 'takeAlong'),
  def('guideDog', 'checkbox', 'takeAlong', { readOnly: true }),
  def('priority', 'dropdown', 'priority', { maxUnits: 3 }),
];

describe('"what do you take with you" from the region definitions (product §2, §3)', () => {
  it('builds a pick-one group per shared dropdown group, counters and checkboxes, without own selectors', () => {
    const model = takeAlongModel(REGION_DEFS);
    expect(model.choices).toEqual([
      {
        groupName: 'wheelchair',
        title: 'group:wheelchair',
        options: REGION_DEFS.filter((d) => d.groupName === 'wheelchair'),
      },
    ]);
    expect(model.counters.map((d) => d.name)).toEqual(['stroller']);
    expect(model.checkboxes.map((d) => d.name)).toEqual(['handLuggage', 'guideDog']);
  });

  it('chooses one of a group (or none) and reads the choice back', () => {
    const [group] = takeAlongModel(REGION_DEFS).choices;
    expect(chooseInGroup(group!, 'electricWheelchair')).toEqual({
      standardWheelchair: 0,
      electricWheelchair: 1,
      mobilityScooter: 0,
    });
    expect(chooseInGroup(group!, null)).toEqual({
      standardWheelchair: 0,
      electricWheelchair: 0,
      mobilityScooter: 0,
    });
    expect(chosenInGroup(group!, { mobilityScooter: 1 })).toBe('mobilityScooter');
    expect(chosenInGroup(group!, {})).toBeNull();
  });

  it('lists the chosen take-along items as chips, not companions, children or priority', () => {
    expect(
      selectedTakeAlong({ travelers: 2, standardWheelchair: 1, stroller: 2, priority: 'High' }, REGION_DEFS),
    ).toEqual([
      { name: 'standardWheelchair', title: 'title:standardWheelchair', units: 1 },
      { name: 'stroller', title: 'title:stroller', units: 2 },
    ]);
  });

  it('validates counts against minUnits..maxUnits and one choice per group', () => {
    expect(areAttributesValid({ travelers: 5, stroller: 2, standardWheelchair: 1 }, REGION_DEFS)).toBe(true);
    expect(areAttributesValid({ travelers: 6 }, REGION_DEFS)).toBe(false);
    expect(areAttributesValid({ stroller: 3 }, REGION_DEFS)).toBe(false);
    expect(areAttributesValid({ standardWheelchair: 1, electricWheelchair: 1 }, REGION_DEFS)).toBe(false);
    expect(areAttributesValid({ travelers: 1.5 }, REGION_DEFS)).toBe(false);
    expect(areAttributesValid({ travelers: 9 }, [])).toBe(true);
  });

  it('starts from the default units, clamped to the range', () => {
    const attributes = defaultAttributes([
      def('handLuggage', 'checkbox', null, { defaultUnits: 1 }),
      def('travelers', 'dropdown', null, { defaultUnits: 9, maxUnits: 4 }),
      def('children0to12', 'dropdown', null, { minUnits: 1, maxUnits: 3 }),
    ]);
    expect(attributes).toMatchObject({ handLuggage: 1, travelers: 4, children0to12: 1, priority: 'None' });
  });
});

describe('payment choices (product §2, §3 Payment, §4)', () => {
  it('offers each type once, with the card brands of the region', () => {
    expect(
      paymentChoices([
        { paymentType: 'payInVehicle', cardBrand: null },
        { paymentType: 'creditCard', cardBrand: 'masterCard' },
        { paymentType: 'iDeal', cardBrand: null },
        { paymentType: 'creditCard', cardBrand: 'visa' },
      ]),
    ).toEqual({ types: ['payInVehicle', 'creditCard', 'iDeal'], cardBrands: ['masterCard', 'visa'] });
  });

  it('choosing credit card keeps a chosen brand, other types carry none', () => {
    expect(choosePaymentType('creditCard', { type: 'iDeal' })).toEqual({ type: 'creditCard' });
    expect(choosePaymentType('creditCard', { type: 'creditCard', cardBrand: 'visa' })).toEqual({
      type: 'creditCard',
      cardBrand: 'visa',
    });
    expect(choosePaymentType('iDeal', { type: 'creditCard', cardBrand: 'visa' })).toEqual({ type: 'iDeal' });
  });

  it('preselects pay in vehicle only when offered, nothing is chosen and the payment is not locked', () => {
    const offered = [
      { paymentType: 'iDeal', cardBrand: null },
      { paymentType: 'payInVehicle', cardBrand: null },
    ] as const;
    expect(preselectedPayment([...offered], null, false)).toEqual({ type: 'payInVehicle' });
    expect(preselectedPayment([offered[0]], null, false)).toBeNull();
    expect(preselectedPayment([...offered], { type: 'iDeal' }, false)).toBeNull();
    expect(preselectedPayment([...offered], null, true)).toBeNull();
  });
});

describe('phone preference and traffic time', () => {
  it('needs 10 to 20 characters while the phone-call toggle is on', () => {
    expect(isPhonePreferenceValid({ phoneCall: false, phoneNumber: '' })).toBe(true);
    expect(isPhonePreferenceValid({ phoneCall: true, phoneNumber: ' 061234567 ' })).toBe(false);
    expect(isPhonePreferenceValid({ phoneCall: true, phoneNumber: '0612345678' })).toBe(true);
    expect(isPhonePreferenceValid({ phoneCall: true, phoneNumber: '0'.repeat(21) })).toBe(false);
  });

  it('gives the form time as a UTC instant, or null while it is incomplete', () => {
    expect(plannedDateTimeOf({ date: '2026-01-15', time: '07:30' })).toBe('2026-01-15T06:30:00Z');
    expect(plannedDateTimeOf({ date: '2026-01-15', time: '7:3' })).toBeNull();
    expect(plannedDateTimeOf({ date: '', time: '07:30' })).toBeNull();
  });
});

describe('validateGuestEntry (product §5.1 quick booking entry)', () => {
  it('requires email, first name and last name, and a well-formed email', () => {
    expect(validateGuestEntry({ email: '', firstName: ' ', lastName: '' })).toEqual({
      email: 'validation.emailRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
    });
    expect(validateGuestEntry({ email: 'gast@', firstName: 'Gerda', lastName: 'Gast' })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(validateGuestEntry({ email: ' gast@example.com ', firstName: 'Gerda', lastName: 'Gast' })).toEqual(
      {},
    );
  });
});

describe("arrival time that can't fail", () => {
  const byArrival = (time: string, date = '2026-07-01') =>
    validForm({
      planningMode: 'ByArrival',
      date,
      time,
      attributes: { ...validForm().attributes, priority: 'Low' },
    });

  it('refuses, once the duration is known, an arrival earlier than now + 1 h + the duration', () => {
    // 10:00 + 60 + 25 = 11:25, exactly on the boundary: allowed.
    expect(validateBookingForm(byArrival('11:25'), NOW, [], 60, 25)).toEqual({});
    expect(validateBookingForm(byArrival('11:24'), NOW, [], 60, 25)).toEqual({
      pickup: 'bookTrip.arrivalEarliest',
    });
    // Unknown duration: only the §5 one-hour rule applies.
    expect(validateBookingForm(byArrival('11:24'), NOW, [], 60, null)).toEqual({});
    // By departure the duration does not matter.
    expect(validateBookingForm(validForm({ time: '11:00' }), NOW, [], 60, 25)).toEqual({});
  });

  it('offers the earliest bookable arrival rounded up to 5 minutes, only when the chosen one is too early', () => {
    expect(earliestBookableArrival(byArrival('11:00'), NOW, 33)).toEqual({
      date: '2026-07-01',
      time: '11:35',
    });
    expect(earliestBookableArrival(byArrival('11:35'), NOW, 33)).toBeNull();
    expect(earliestBookableArrival(byArrival('11:00'), NOW, null)).toBeNull();
    expect(
      earliestBookableArrival({ ...byArrival('11:00'), planningMode: 'ByDeparture' }, NOW, 33),
    ).toBeNull();
    expect(earliestBookableArrival(byArrival('11:'), NOW, 33)).toBeNull();
  });

  it('offers a time the reference server accepts: pickup = arrival − duration ≥ now + 1 h (server grace 2 min)', () => {
    const nows = [
      '2026-07-01T08:00:00Z',
      '2026-07-01T08:02:59.999Z',
      '2026-03-28T23:47:13Z', // the night of the spring-forward gap
      '2026-10-24T23:58:01Z', // the night of the autumn fall-back
      '2026-10-25T00:31:00Z',
      '2026-12-31T22:59:30Z',
    ].map((iso) => new Date(iso));
    for (const now of nows) {
      for (let duration = 5; duration <= 70; duration += 1) {
        const offered = earliestBookableArrival(byArrival('00:00', '2026-01-01'), now, duration)!;
        const arrival = Date.parse(toPlannedDateTimeUtc(offered.date, offered.time));
        const pickup = arrival - duration * 60_000;
        // The server's LeadTimeTooShort check (server/lib/booking.ts prepareTrip), and the client's stricter one.
        expect(pickup).toBeGreaterThanOrEqual(
          now.getTime() + (MIN_LEAD_MINUTES - LEAD_GRACE_MINUTES) * 60_000,
        );
        expect(pickup).toBeGreaterThanOrEqual(now.getTime() + 60 * 60_000);
        expect(Number(offered.time.slice(3)) % 5).toBe(0);
        // Using it clears the error.
        expect(validateBookingForm(byArrival(offered.time, offered.date), now, [], 60, duration)).toEqual({});
      }
    }
  });

  it('gives each planning mode its default time: departure now + 1 h 05, arrival now + 2 h (typical trip 55 min)', () => {
    expect(defaultTimeFor('ByDeparture', NOW)).toEqual({ date: '2026-07-01', time: '11:05' });
    expect(defaultTimeFor('ByArrival', NOW)).toEqual({ date: '2026-07-01', time: '12:00' });
  });

  it('tells the same place from another one', () => {
    expect(isSameLocation(STATION, { ...STATION })).toBe(true);
    expect(isSameLocation(STATION, HOSPITAL)).toBe(false);
    expect(isSameLocation(null, undefined)).toBe(true);
    expect(isSameLocation(STATION, null)).toBe(false);
  });
});
