import { createBookingForm } from '../../machines/booking/rules';
import type { BookingForm } from '../../machines/booking/rules';
import { HOSPITAL, STATION } from './fixtures';

/*
 * Shared parts of the booking rule tests (booking-rules.test.ts, booking-rules-choices.test.ts): the fixed clock
 * and a complete, valid booking form.
 */

export const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST

/** A complete, valid booking form at NOW (station to hospital, pay in the vehicle), with `overrides` applied. */
export function validForm(overrides: Partial<BookingForm> = {}): BookingForm {
  return {
    ...createBookingForm(NOW, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
    locationFrom: STATION,
    locationTo: HOSPITAL,
    payment: { type: 'payInVehicle' },
    ...overrides,
  };
}
