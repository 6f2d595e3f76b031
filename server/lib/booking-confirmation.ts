import type { components as T } from '../../openapi/generated/ticketing';
import { selectedTakeAlong } from '../../machines/lib/booking-attributes';
import type { Db } from '../db';
import { CANCEL_CUTOFF_MINUTES } from '../sim/trip-status';
import { attributeDefinitions, locationLabel, type Language, type TripRow } from './store';
import { MINUTE_MS, TIME_ZONE, iso } from './time';
import { PICKUP_WINDOW_MINUTES } from './trip-shares';

/* Every new booking leaves a record (an API extension beyond the operator's API, product §10.10): the booker gets a confirmation e-mail (the
 * dev outbox, kind `bookingConfirmation`) with the trip's details, in one shape for guests and account holders.
 * A guest's link is the trip's own `/trip/<token>` (server/lib/guest-trips.ts: follow or cancel without an
 * account); an account holder's is the app's `/my-trips`, where the trip is after signing in (no capability in a
 * mail that a login already gives). */

type PaymentType = T['schemas']['PaymentType'];
type Attributes = T['schemas']['Attributes'];

/** What the confirmation e-mail says about the trip (the outbox entry's `trip`; instants ISO-8601 UTC). */
interface BookingConfirmationTrip {
  externalTripId: string;
  /** The pick-up time. */
  pickUp: string;
  pickUpWindow: { start: string; end: string };
  /** One-line labels of the pick-up place and the destination. */
  from: string;
  to: string;
  /** The fare in euro cents. */
  fareCents: number;
  paymentType: PaymentType;
  /** Online cancelling ends here: {@link CANCEL_CUTOFF_MINUTES} before pick-up. */
  cancellableUntil: string;
}

/** The details of an outbox entry of kind `bookingConfirmation` (spread into `GET /dev/outbox`'s message). */
interface BookingConfirmationMail {
  /** The guest's request language (Accept-Language), or the account's language: nl-NL or en-US. */
  language: Language;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** A guest's `<app origin>/trip/<token>`; an account holder's `<app origin>/my-trips`. */
  link: string;
  /** `carerBooking` only: the carer who booked, "Anna Jansen" (product §10.12). */
  bookedBy?: string;
  trip: BookingConfirmationTrip;
}

/**
 * The outbox kind: `bookingConfirmation` for a new trip, `bookingChanged` for a changed one (product §10.11: the
 * same details, as the trip stands after the change, under "is changed"), `carerBooking` for the traveller when a
 * carer booked for them (product §10.12: the same details and who booked).
 */
export type MailKind = 'bookingConfirmation' | 'bookingChanged' | 'carerBooking';

/** Longest name a confirmation mail shows, characters (longer ones end in "…"). */
const MAIL_NAME_MAX = 40;

/**
 * A name as the mail shows it: on a line of its own (never inside a sentence, so typed text cannot pose as the
 * operator's words), whitespace runs as one space, at most {@link MAIL_NAME_MAX} characters. The APIs already
 * refuse control, direction and invisible characters in a guest's name (`x-text: reject`).
 */
function mailName(name: string): string {
  const chars = [...name.replace(/\s+/g, ' ').trim()];
  return chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…` : chars.join('');
}

/** To whom a confirmation goes and what its link opens. */
export interface BookingConfirmationRecipient {
  /** The e-mail address (the guest's, or the account's). */
  to: string;
  /** The name the trip is booked in: a guest's first and last name, an account holder's first name. */
  name: string;
  /** The absolute link of the mail (see {@link BookingConfirmationMail.link}). */
  link: string;
  /** `guest`: the link follows and cancels the trip; `account`: the link opens My trips. */
  holder: 'guest' | 'account';
  language: Language;
  /** The carer who booked for the traveller ("Anna Jansen"), named in a `carerBooking` mail (product §10.12). */
  bookedBy?: string;
}

const PAYMENT_WORDS: Record<Language, Record<PaymentType, string>> = {
  'nl-NL': {
    payInVehicle: 'Betalen in de taxi',
    iDeal: 'iDEAL',
    creditCard: 'Creditcard',
    monthlyBilling: 'Op rekening',
  },
  'en-US': {
    payInVehicle: 'Pay in the vehicle',
    iDeal: 'iDEAL',
    creditCard: 'Credit card',
    monthlyBilling: 'Monthly invoice',
  },
};

function dateWords(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(ms);
}

function timeWords(ms: number, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
}

function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Start and end of a trip's pick-up window: the pickup time ± {@link PICKUP_WINDOW_MINUTES}, epoch ms. */
export function windowOf(trip: TripRow): { start: number; end: number } {
  return {
    start: trip.departure_at - PICKUP_WINDOW_MINUTES * MINUTE_MS,
    end: trip.departure_at + PICKUP_WINDOW_MINUTES * MINUTE_MS,
  };
}

/** When online cancelling of a trip ends, epoch ms (product §4: 60 minutes before departure). */
export function cancellableUntilOf(trip: TripRow): number {
  return trip.departure_at - CANCEL_CUTOFF_MINUTES * MINUTE_MS;
}

/** Who travels, in words: "you, 1 companion, 2 children" / "u, 1 meereizende, 2 kinderen". */
function partyWords(attributes: Attributes, language: Language): string {
  const nl = language === 'nl-NL';
  const companions = attributes.travelers ?? 0;
  const children = attributes.children0to12 ?? 0;
  const parts = [nl ? 'u' : 'you'];
  if (companions > 0)
    parts.push(
      nl
        ? `${companions} ${companions === 1 ? 'meereizende' : 'meereizenden'}`
        : `${companions} ${companions === 1 ? 'companion' : 'companions'}`,
    );
  if (children > 0)
    parts.push(
      nl
        ? `${children} ${children === 1 ? 'kind' : 'kinderen'}`
        : `${children} ${children === 1 ? 'child' : 'children'}`,
    );
  return parts.join(', ');
}

/** Every aid booked by the region's titles in `language` ("Electric wheelchair, Guide dog"), or "none". */
function aidWords(db: Db, trip: TripRow, attributes: Attributes, language: Language): string {
  const aids = selectedTakeAlong(attributes, attributeDefinitions(db, trip.region_id, language)).map(
    (item) => (item.units > 1 ? `${item.title} (${item.units})` : item.title),
  );
  return aids.length > 0 ? aids.join(', ') : language === 'nl-NL' ? 'geen' : 'none';
}

/**
 * The confirmation e-mail of a booking, in the recipient's language: subject, plain text (trip number, date,
 * pick-up time and window, from, to, who travels, aids, price, payment, the link and the end of online
 * cancelling) and the structured details.
 */
function bookingConfirmationMail(
  db: Db,
  trip: TripRow,
  recipient: BookingConfirmationRecipient,
  kind: MailKind,
): BookingConfirmationMail {
  const { language, link, name } = recipient;
  const from = locationLabel(JSON.parse(trip.location_from_json) as T['schemas']['Location']);
  const to = locationLabel(JSON.parse(trip.location_to_json) as T['schemas']['Location']);
  const attributes = JSON.parse(trip.attributes_json) as Attributes;
  const window = windowOf(trip);
  const until = cancellableUntilOf(trip);
  const date = dateWords(trip.departure_at, language);
  const time = timeWords(trip.departure_at, language);
  const windowText = `${timeWords(window.start, language)}–${timeWords(window.end, language)}`;
  const fare = euros(trip.fare_cents, language);
  const payment = PAYMENT_WORDS[language][trip.payment_type as PaymentType];
  const party = partyWords(attributes, language);
  const aids = aidWords(db, trip, attributes, language);
  const untilText = `${dateWords(until, language)} ${timeWords(until, language)}`;
  const nl = language === 'nl-NL';
  const guest = recipient.holder === 'guest';
  const changed = kind === 'bookingChanged';
  const bookedBy = recipient.bookedBy === undefined ? [] : [mailName(recipient.bookedBy)];
  const subject = nl
    ? `Uw rit ${trip.external_trip_id} op ${date} om ${time} is ${changed ? 'gewijzigd' : 'geboekt'}`
    : `Your trip ${trip.external_trip_id} on ${date} at ${time} is ${changed ? 'changed' : 'booked'}`;
  const lines = nl
    ? [
        'Beste reiziger,',
        '',
        changed
          ? 'Uw rit met RegioTaxi is gewijzigd. Zo ziet hij er nu uit, op naam van:'
          : 'Uw rit met RegioTaxi is geboekt op naam van:',
        mailName(name),
        ...(bookedBy.length > 0 ? ['', 'Geboekt door uw mantelzorger:', ...bookedBy] : []),
        '',
        `Ritnummer: ${trip.external_trip_id}`,
        `Datum: ${date}`,
        `Ophaaltijd: ${time} (de taxi komt tussen ${windowText})`,
        `Van: ${from}`,
        `Naar: ${to}`,
        `Wie reist er: ${party}`,
        `Hulpmiddelen en bagage: ${aids}`,
        `Prijs: ${fare}`,
        `Betaalwijze: ${payment}`,
        '',
        guest ? `Uw rit volgen of annuleren: ${link}` : `Uw rit staat onder Mijn ritten: ${link}`,
        `Annuleren kan tot ${untilText} (een uur voor het ophalen).`,
      ]
    : [
        'Dear traveller,',
        '',
        changed
          ? 'Your RegioTaxi trip has been changed. This is how it stands now, in the name of:'
          : 'Your RegioTaxi trip is booked in the name of:',
        mailName(name),
        ...(bookedBy.length > 0 ? ['', 'Booked by your carer:', ...bookedBy] : []),
        '',
        `Trip number: ${trip.external_trip_id}`,
        `Date: ${date}`,
        `Pick-up time: ${time} (the taxi comes between ${windowText})`,
        `From: ${from}`,
        `To: ${to}`,
        `Who travels: ${party}`,
        `Aids and luggage: ${aids}`,
        `Price: ${fare}`,
        `Payment: ${payment}`,
        '',
        guest ? `Follow or cancel your trip: ${link}` : `Your trip is under My trips: ${link}`,
        `You can cancel until ${untilText} (one hour before pick-up).`,
      ];
  return {
    language,
    subject,
    text: lines.join('\n'),
    link,
    ...(recipient.bookedBy === undefined ? {} : { bookedBy: recipient.bookedBy }),
    trip: {
      externalTripId: trip.external_trip_id,
      pickUp: iso(trip.departure_at),
      pickUpWindow: { start: iso(window.start), end: iso(window.end) },
      from,
      to,
      fareCents: trip.fare_cents,
      paymentType: trip.payment_type as PaymentType,
      cancellableUntil: iso(until),
    },
  };
}

/**
 * "Sends" the confirmation e-mail of a booked trip: the outbox table and the log (there is no mail; the log names
 * the recipient and the trip, never the link). Call it inside the booking's transaction, so the trip and its mail
 * are written together or not at all, and only for a new trip (a replayed Idempotency-Key sends nothing).
 * @param now epoch ms (server clock).
 */
export function sendBookingConfirmation(
  db: Db,
  trip: TripRow,
  recipient: BookingConfirmationRecipient,
  now: number,
  log: (line: string) => void,
  kind: MailKind = 'bookingConfirmation',
): void {
  const mail = bookingConfirmationMail(db, trip, recipient, kind);
  db.prepare("INSERT INTO outbox (to_email, kind, code, sent_at, details_json) VALUES (?, ?, '', ?, ?)").run(
    recipient.to,
    kind,
    now,
    JSON.stringify(mail),
  );
  log(`[outbox] ${kind} for ${recipient.to}: trip ${trip.external_trip_id}`);
}

/**
 * The mails of a new account holder's trip, inside the booking's transaction: the confirmation to the account's
 * address in its language; when a carer booked for the traveller (product §10.12), that confirmation goes to the
 * carer (the trip in the traveller's name) and the traveller gets the same details as kind `carerBooking`, naming
 * who booked. @param origin the app's origin of the mails' `/my-trips` link. @param now epoch ms.
 */
export function sendAccountBookingMails(
  db: Db,
  trip: TripRow,
  traveller: { email: string; first_name: string; surname: string; language: Language },
  carer: { email: string; first_name: string; surname: string; language: Language } | null,
  origin: string,
  now: number,
  log: (line: string) => void,
): void {
  const link = `${origin}/my-trips`;
  const booker = carer ?? traveller;
  const name = carer ? `${traveller.first_name} ${traveller.surname}` : traveller.first_name;
  sendBookingConfirmation(
    db,
    trip,
    { to: booker.email, name, link, holder: 'account', language: booker.language },
    now,
    log,
  );
  if (!carer) return;
  const recipient = {
    to: traveller.email,
    name: traveller.first_name,
    link,
    holder: 'account' as const,
    language: traveller.language,
    bookedBy: `${carer.first_name} ${carer.surname}`,
  };
  sendBookingConfirmation(db, trip, recipient, now, log, 'carerBooking');
}
