import { describe, expect, it } from 'vitest';
import {
  areAttributesValid,
  chooseInGroup,
  chosenInGroup,
  defaultAttributes,
  selectedTakeAlong,
  takeAlongModel,
} from '../../machines/lib/booking-attributes';
import { choosePaymentType, paymentChoices, preselectedPayment } from '../../machines/booking/payment';
import {
  defaultTimeFor,
  earliestBookableArrival,
  isPhonePreferenceValid,
  isSameLocation,
  plannedDateTimeOf,
  validateBookingForm,
  validateGuestEntry,
} from '../../machines/booking/rules';
import type { AttributeDefinition } from '../../machines/types';
import { toPlannedDateTimeUtc } from '../../machines/lib/time';
import { LEAD_GRACE_MINUTES, MIN_LEAD_MINUTES } from '../../server/lib/booking';
import { HOSPITAL, STATION } from './fixtures';
import { NOW, validForm } from './booking-rules-support';

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
