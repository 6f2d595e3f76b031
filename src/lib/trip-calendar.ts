/**
 * "Add to calendar": one trip as an RFC 5545 iCalendar file, written by ical-generator. Loaded
 * only when the traveller presses the button (src/logic/trip.ts imports it dynamically), so neither the generator
 * nor temporal-polyfill are part of a page's first load.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';
import { ZONE } from '../../machines/lib/time';
import type { Trip } from '../../machines/types';
import { locationLabel } from './location-label';

/** The reminder: this many minutes before pick-up. */
export const CALENDAR_ALARM_MINUTES = 30;

/** The translated words of the event (the logic layer passes them in the active language). */
export interface TripCalendarTexts {
  /** SUMMARY, e.g. "Taxirit naar Stadhuisplein 21, Almere". */
  summary: string;
  /** Label of the pick-up place in DESCRIPTION, e.g. "Van". */
  from: string;
  /** Label of the destination in DESCRIPTION, e.g. "Naar". */
  to: string;
  /** Label of the trip number in DESCRIPTION, e.g. "Ritnummer". */
  tripNumber: string;
  /** The reminder's text. */
  reminder: string;
}

/** What the calendar event says about a trip, before it is written as iCalendar. */
export interface TripCalendarEvent {
  /** Stable per trip, so a second download updates the event instead of adding one. */
  uid: string;
  /** Pick-up, in Europe/Amsterdam. */
  start: Temporal.ZonedDateTime;
  /** Arrival, in Europe/Amsterdam. */
  end: Temporal.ZonedDateTime;
  summary: string;
  /** The pick-up place. */
  location: string;
  /** From, to and the trip number, one per line. */
  description: string;
  /** Confirmed trips are CONFIRMED, a trip of unknown status TENTATIVE. */
  status: 'CONFIRMED' | 'TENTATIVE';
}

/** The calendar UID of a trip: `trip-<externalTripId>@regiotaxi` (the same for every download). */
export function tripCalendarUid(trip: Pick<Trip, 'externalTripId'>): string {
  return `trip-${trip.externalTripId}@regiotaxi`;
}

/** The file name of a trip's calendar file: `regiotaxi-<externalTripId>.ics` (characters a file system accepts). */
export function tripCalendarFilename(trip: Pick<Trip, 'externalTripId'>): string {
  return `regiotaxi-${trip.externalTripId.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`;
}

function zoned(isoInstant: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(isoInstant).toZonedDateTimeISO(ZONE);
}

/** The event of a trip: pick-up to arrival in Europe/Amsterdam, from and to, a stable UID. */
export function tripCalendarEvent(trip: Trip, texts: TripCalendarTexts): TripCalendarEvent {
  const from = trip.departure || locationLabel(trip.locationFrom);
  const to = trip.arrival || locationLabel(trip.locationTo);
  return {
    uid: tripCalendarUid(trip),
    start: zoned(trip.departureDateTime),
    end: zoned(trip.arrivalDateTime),
    summary: texts.summary,
    location: from,
    description: [
      `${texts.from}: ${from}`,
      `${texts.to}: ${to}`,
      `${texts.tripNumber}: ${trip.externalTripId}`,
    ].join('\n'),
    status: trip.status === 'unknown' ? 'TENTATIVE' : 'CONFIRMED',
  };
}

/**
 * Europe/Amsterdam's VTIMEZONE (the EU summer-time rules in force since 1996: last Sunday of March 02:00 → CEST,
 * last Sunday of October 03:00 → CET). RFC 5545 §3.2.19 wants one for every TZID the file names; ical-generator
 * has no time-zone database and asks a generator for it, and the app only ever names this zone.
 */
const AMSTERDAM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

function vtimezone(zone: string): string | null {
  return zone === ZONE ? AMSTERDAM_VTIMEZONE : null;
}

/**
 * A trip as an iCalendar file (METHOD:PUBLISH, one VEVENT): DTSTART the pick-up and DTEND the arrival with
 * TZID=Europe/Amsterdam (and its VTIMEZONE), LOCATION the pick-up place, DESCRIPTION from / to / trip number, the
 * stable UID of {@link tripCalendarUid}, and a display VALARM {@link CALENDAR_ALARM_MINUTES} minutes before pick-up.
 * A re-download has the same UID and SEQUENCE and a later DTSTAMP, which RFC 5546 reads as the newer version.
 * @param stamp the current instant (DTSTAMP, LAST-MODIFIED): the app's server-corrected clock.
 */
export function tripCalendarIcs(trip: Trip, texts: TripCalendarTexts, stamp: Date): string {
  const event = tripCalendarEvent(trip, texts);
  const calendar = ical({
    prodId: { company: 'RegioTaxi', product: 'Trips', language: 'NL' },
    method: ICalCalendarMethod.PUBLISH,
    // Only the generator: a calendar-wide zone would write floating times; each event names its zone instead.
    timezone: { name: null, generator: vtimezone },
  });
  calendar
    .createEvent({
      id: event.uid,
      sequence: 0,
      stamp,
      lastModified: stamp,
      start: event.start,
      end: event.end,
      timezone: ZONE,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: event.status === 'TENTATIVE' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    })
    .createAlarm({
      type: ICalAlarmType.display,
      trigger: CALENDAR_ALARM_MINUTES * 60,
      description: texts.reminder,
    });
  return calendar.toString();
}
