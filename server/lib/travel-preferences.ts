import type { components as T } from '../../openapi/generated/ticketing';
import type { Db } from '../db';
import { ApiError } from './api-error';
import { checkAttributeRanges, checkPaymentOption } from './booking';
import { TAKE_ALONG_ITEMS } from '../../machines/lib/take-along';
import {
  attributeDefinitions,
  passNumbersOf,
  type CardBrand,
  type PaymentType,
  type RegionSettings,
  type UserRow,
} from './store';

/* Travel preferences (an API extension beyond the operator's API, product §10.10): the traveller's usual booking choices,
 * the booking form's starting values. Table `travel_preferences` (server/db.ts), one row once saved. */

/** Wire `TravelPreferences` of openapi/ticketing.yaml. */
type TravelPreferences = T['schemas']['TravelPreferences'];
type TakeAlong = Required<T['schemas']['TakeAlong']>;

/** Every take-along item present: the given count, 0 when omitted. */
function fullTakeAlong(takeAlong: T['schemas']['TakeAlong']): TakeAlong {
  const out = {} as TakeAlong;
  for (const name of TAKE_ALONG_ITEMS) out[name] = takeAlong[name] ?? 0;
  return out;
}

/**
 * What GET /users/travel-preferences answers before anything was saved: no companions or children, nothing
 * taken along, no call before pickup, no payment method and no default pass number (the form's defaults apply).
 */
export function defaultTravelPreferences(): TravelPreferences {
  return {
    companions: 0,
    children: 0,
    takeAlong: fullTakeAlong({}),
    callBeforePickup: false,
    paymentMethod: null,
    defaultPassNumber: null,
  };
}

/** `travel_preferences` row: flags 0/1, `take_along_json` a full {@link TakeAlong}, `updated_at` epoch ms. */
interface TravelPreferencesRow {
  user_id: number;
  companions: number;
  children: number;
  take_along_json: string;
  call_before_pickup: number;
  payment_type: PaymentType | null;
  card_brand: CardBrand | null;
  default_pass_number: string | null;
  updated_at: number;
}

/**
 * The traveller's preferences (GET /users/travel-preferences), {@link defaultTravelPreferences} when none are
 * saved. A saved default pass number that is no longer on the account reads as null.
 */
export function travelPreferencesOf(db: Db, userId: number): TravelPreferences {
  const row = db
    .prepare<[number], TravelPreferencesRow>('SELECT * FROM travel_preferences WHERE user_id = ?')
    .get(userId);
  if (!row) return defaultTravelPreferences();
  const ownPass =
    row.default_pass_number !== null &&
    passNumbersOf(db, userId).some((p) => p.pass_number === row.default_pass_number);
  return {
    companions: row.companions,
    children: row.children,
    takeAlong: fullTakeAlong(JSON.parse(row.take_along_json) as TakeAlong),
    callBeforePickup: row.call_before_pickup === 1,
    paymentMethod: row.payment_type === null ? null : { type: row.payment_type, cardBrand: row.card_brand },
    defaultPassNumber: ownPass ? row.default_pass_number : null,
  };
}

/**
 * Replaces the traveller's preferences (PUT /users/travel-preferences) after the booking's checks: companions,
 * children and take-along items within the region's attribute ranges, at most one wheelchair or scooter
 * ({@link checkAttributeRanges}); the payment method as a booking's ({@link checkPaymentOption}; a brand is kept
 * for creditCard only); the default pass number one of the traveller's. Written in one transaction with
 * `checkResult`: a refused request changes nothing.
 * @param regionId the region whose attribute definitions apply (X-Region-Id, default 20).
 * @param now epoch ms (server clock).
 * @returns the stored preferences (as {@link travelPreferencesOf} reads them).
 * @throws ApiError 400 InvalidAttributes | CardBrandRequired | PaymentNotOffered | MonthlyBillingNotAvailable |
 *   UnknownPassNumber (an unknown pass and another account's alike).
 */
export function saveTravelPreferences(
  db: Db,
  regionId: number,
  settings: RegionSettings,
  user: UserRow,
  preferences: TravelPreferences,
  now: number,
  checkResult: (stored: TravelPreferences) => void = () => undefined,
): TravelPreferences {
  const takeAlong = fullTakeAlong(preferences.takeAlong);
  checkAttributeRanges(attributeDefinitions(db, regionId, 'en-US'), {
    travelers: preferences.companions,
    children0to12: preferences.children,
    ...takeAlong,
  });
  const payment = preferences.paymentMethod;
  if (payment) checkPaymentOption(settings, payment, { kind: 'user', user, passNumber: null });
  const pass = preferences.defaultPassNumber;
  if (pass !== null && !passNumbersOf(db, user.id).some((p) => p.pass_number === pass)) {
    throw new ApiError(400, 'UnknownPassNumber', 'This pass number is not linked to your account.');
  }
  return db
    .transaction((): TravelPreferences => {
      db.prepare(
        `INSERT INTO travel_preferences (user_id, companions, children, take_along_json, call_before_pickup,
         payment_type, card_brand, default_pass_number, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET companions = excluded.companions, children = excluded.children,
         take_along_json = excluded.take_along_json, call_before_pickup = excluded.call_before_pickup,
         payment_type = excluded.payment_type, card_brand = excluded.card_brand,
         default_pass_number = excluded.default_pass_number, updated_at = excluded.updated_at`,
      ).run(
        user.id,
        preferences.companions,
        preferences.children,
        JSON.stringify(takeAlong),
        preferences.callBeforePickup ? 1 : 0,
        payment?.type ?? null,
        payment?.type === 'creditCard' ? (payment.cardBrand ?? null) : null,
        pass,
        now,
      );
      const stored = travelPreferencesOf(db, user.id);
      checkResult(stored);
      return stored;
    })
    .immediate();
}
