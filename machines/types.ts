/**
 * Wire types the machines use, as aliases of the OpenAPI-generated schemas (openapi/ticketing.yaml and
 * openapi/account.yaml are the source of truth; `npm run gen:api` writes openapi/generated/*.d.ts).
 * Only {@link AppError} and the small session shapes are defined here.
 *
 * Units (product §3, team notes): money in integer cents (`Money.cents`, EUR); durations in whole minutes;
 * distances and budgets in km; `plannedDateTime`, `departureDateTime` etc. are ISO-8601 UTC instants;
 * coordinates WGS84 degrees; `Budget.until` is `YYYY-MM-DD`.
 */
import type { components as TicketingComponents } from '../openapi/generated/ticketing';
import type { components as AccountComponents } from '../openapi/generated/account';

type Ticketing = TicketingComponents['schemas'];
type Account = AccountComponents['schemas'];

/** product §3 Location: `name?, street, houseNumber, residence, postCode?, latitude, longitude` (WGS84 degrees). */
export type Location = Ticketing['Location'];
/** product §3 payment types: payInVehicle, iDeal, monthlyBilling, creditCard. */
export type PaymentType = Ticketing['PaymentType'];
/** product §3 card brands: masterCard, maestro, visa, visaElectron. */
export type CardBrand = Ticketing['CardBrand'];
/** product §3 Payment as sent in a booking request: `{ type, cardBrand? }` (creditCard requires `cardBrand`). */
export type PaymentOption = Ticketing['PaymentOption'];
/** One payment option the region offers: `{ paymentType, cardBrand }` (creditCard once per accepted brand). */
export type RegionPaymentOption = Ticketing['RegionPaymentOption'];
/** product §3 Attributes (all optional on the wire, numbers default 0; `priority` None|Low|Medium|High). */
export type Attributes = Ticketing['Attributes'];
/** Arrival priority; ByArrival requires a value other than `'None'`. */
export type Priority = Ticketing['Priority'];
/** product §3 Attribute definition from the region (`minUnits`..`maxUnits`). */
export type AttributeDefinition = Ticketing['AttributeDefinition'];
/** product §3 trip preferences: `phoneNumber?`, `driverComment?` (departure mode only). */
export type TripPreferences = Ticketing['TripPreferences'];
/** product §3 Booking request (POST /trips/calculate, /trips/book). */
export type BookingRequest = Ticketing['BookingRequest'];
/** product §3 public-transport journey. */
export type PtJourney = Ticketing['PtJourney'];
/** product §3 Trip summary (the estimate): fare cents, duration minutes, distance km, `hasMonthlyBilling`, `ptJourney`. */
export type TripSummary = Ticketing['TripSummary'];
/** product §4.1 trip status values. */
export type TripStatus = Ticketing['TripStatus'];
/** product §3 Trip as shown. */
export type Trip = Ticketing['Trip'];
/** POST /trips/book answer: `{ success, trip, paymentUrl }` (open `paymentUrl` in a new tab when present). */
export type BookingResult = Ticketing['BookingResult'];
/** product §3 Region with settings and attribute definitions. */
export type Region = Ticketing['Region'];
/** product §3 Region settings. */
export type RegionSettings = Ticketing['RegionSettings'];
/** product §3 pass number entry `{ passNumber, alias, dateOfBirth (DD-MM-YYYY) }`. */
export type PassNumber = Ticketing['PassNumber'];
/** product §3 user profile as the Ticketing API returns it (GET /users): names, passNumbers, hasMonthlyBilling. */
export type UserProfile = Ticketing['User'];
/** Budget: `{ passNumber, remaining (km), until (YYYY-MM-DD) }`. */
export type Budget = Ticketing['Budget'];
/** Vehicle info for the live map. */
export type VehicleInfo = Ticketing['VehicleInfo'];
/** Login / refresh answer's `Data.user`: `{ username (the email), sessionTokens }`. */
export type SessionUser = Account['LoginResponse']['Data']['user'];

/**
 * product §8 normalised error, the one declaration (src/api/errors.ts builds it, as `ApiError`): what every failing
 * actor rejects with (read it with `toAppError` from machines/lib/errors).
 */
export interface AppError {
  /** Server-provided text; empty when `messageKey` applies. */
  message: string;
  /** i18n key to show instead of `message` (`error.unexpected`). */
  messageKey?: string;
  label:
    | 'badRequest'
    | 'unauthorized'
    | 'forbidden'
    | 'notFound'
    | 'conflict'
    | 'serviceUnavailable'
    | 'internalServerError';
  severity: 'warning' | 'danger';
  /** HTTP status; 0 when no response arrived. */
  status: number;
  /** errors[0].code, e.g. `UserNotConfirmed`, `InvalidCredentials`, `LeadTimeTooShort`. */
  code?: string;
}
