// Shared fixtures for the machine tests: complete locations, region settings, a trip summary and a booking
// result shaped like the OpenAPI schemas.
import type { BookingResult, Location, RegionSettings, Trip, TripSummary } from '../../machines/types';

export const STATION: Location = {
  name: 'Station',
  street: 'Stationsplein',
  houseNumber: '1',
  residence: 'Amsterdam',
  postCode: '1012 AB',
  latitude: 52.378,
  longitude: 4.9,
};

export const HOSPITAL: Location = {
  street: 'Meibergdreef',
  houseNumber: '9',
  residence: 'Amsterdam',
  latitude: 52.294,
  longitude: 4.958,
};

export function settings(overrides: Partial<RegionSettings> = {}): RegionSettings {
  return {
    postalCodeSettings: { defaultPostalCode: '1012 AB' },
    isPassNumberRequired: false,
    paymentOptions: [
      { paymentType: 'payInVehicle', cardBrand: null },
      { paymentType: 'iDeal', cardBrand: null },
      { paymentType: 'monthlyBilling', cardBrand: null },
      { paymentType: 'creditCard', cardBrand: 'visa' },
    ],
    isBookingWithoutAccountEnabled: true,
    isTrafficIndicatorEnabled: true,
    isBookingBlockedByPtAdviceEnabled: false,
    maxDaysAhead: 60,
    ...overrides,
  };
}

export function summary(overrides: Partial<TripSummary> = {}): TripSummary {
  return {
    locationFrom: STATION,
    locationTo: HOSPITAL,
    departureDateTime: '2026-07-01T10:00:00Z',
    arrivalDateTime: '2026-07-01T10:25:00Z',
    fare: { cents: 1490, currency: 'EUR' },
    duration: 25,
    distance: 12,
    attributes: {},
    preferences: {},
    planningMode: 1,
    hasMonthlyBilling: false,
    ptJourney: null,
    ...overrides,
  };
}

export const PT_JOURNEY: NonNullable<TripSummary['ptJourney']> = {
  departureDateTime: '2026-07-01T10:02:00Z',
  arrivalDateTime: '2026-07-01T10:40:00Z',
  fare: { cents: 420, currency: 'EUR' },
  numberOfChanges: 0,
  legs: [],
};

export function trip(overrides: Partial<Trip> = {}): Trip {
  return {
    externalTripId: 'T-1',
    departureDateTime: '2026-07-01T10:00:00Z',
    arrivalDateTime: '2026-07-01T10:25:00Z',
    status: 'confirmed',
    locationFrom: STATION,
    locationTo: HOSPITAL,
    departure: 'Stationsplein 1, Amsterdam',
    arrival: 'Meibergdreef 9, Amsterdam',
    fare: { cents: 1490, currency: 'EUR' },
    price: { cents: 1490, currency: 'EUR' },
    duration: 25,
    distance: 12,
    ptJourney: null,
    paymentOption: { type: 'payInVehicle' },
    paymentUrl: null,
    attributes: {},
    preferences: {},
    planningMode: 1,
    passNumber: null,
    vehicleTrackingId: 'V-1',
    feedback: null,
    ...overrides,
  };
}

export function bookingResult(
  paymentUrl: string | null = null,
  overrides: Partial<Trip> = {},
): BookingResult {
  return { success: true, trip: trip({ paymentUrl, ...overrides }), paymentUrl };
}

/** A §8-shaped rejection, like the api layer's ApiError. */
export function apiError(status: number, code?: string, message = ''): Error {
  const error = Object.assign(new Error(message || 'failed'), {
    message,
    label:
      status === 401
        ? 'unauthorized'
        : status === 403
          ? 'forbidden'
          : status === 400
            ? 'badRequest'
            : 'internalServerError',
    severity: status >= 400 && status < 500 ? 'warning' : 'danger',
    status,
  });
  return code ? Object.assign(error, { code }) : error;
}
