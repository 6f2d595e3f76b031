import { describe, expect, it } from 'vitest';
import {
  CALENDAR_ALARM_MINUTES,
  tripCalendarEvent,
  tripCalendarFilename,
  tripCalendarIcs,
  tripCalendarUid,
  type TripCalendarTexts,
} from '../../src/lib/trip-calendar';
import { trip } from '../machines/fixtures';

// The .ics file of "Add to calendar", read back as a calendar app would (RFC 5545 §3.1 line
// unfolding, then property name, parameters and value).

const TEXTS: TripCalendarTexts = {
  summary: 'Taxirit naar Meibergdreef 9, Amsterdam',
  from: 'Van',
  to: 'Naar',
  tripNumber: 'Ritnummer',
  reminder: 'Uw taxi komt over 30 minuten',
};

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The content lines of an iCalendar text, unfolded, with the component each belongs to (innermost). */
function parse(ics: string): { component: string; property: Property }[] {
  expect(ics.endsWith('\r\n') || ics.endsWith('END:VCALENDAR')).toBe(true);
  const lines = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const stack: string[] = [];
  const out: { component: string; property: Property }[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') stack.push(value);
    else if (name === 'END') expect(stack.pop()).toBe(value);
    else {
      const entries = params.map((p) => p.split('=') as [string, string]);
      out.push({
        component: stack.at(-1) ?? '',
        property: { name, params: Object.fromEntries(entries), value },
      });
    }
  }
  expect(stack).toEqual([]);
  return out;
}

const props = (ics: string, component: string, name: string) =>
  parse(ics)
    .filter((p) => p.component === component && p.property.name === name)
    .map((p) => p.property);
const one = (ics: string, component: string, name: string) => {
  const found = props(ics, component, name);
  expect(found, `${component} ${name}`).toHaveLength(1);
  return found[0]!;
};
/** RFC 5545 TEXT value unescaped (\\n, \\, \\; \\\\). */
const text = (value: string) =>
  value.replace(/\\([nN,;\\])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

// Summer time: 10:00 UTC is 12:00 in Amsterdam; winter: 10:00 UTC is 11:00.
const SUMMER = trip({
  externalTripId: 'RT-RIET0005',
  departureDateTime: '2026-07-01T10:00:00Z',
  arrivalDateTime: '2026-07-01T10:25:00Z',
});
const WINTER = trip({
  externalTripId: 'RT-RIET0005',
  departureDateTime: '2026-12-01T10:00:00Z',
  arrivalDateTime: '2026-12-01T10:40:00Z',
});
const STAMP = new Date('2026-06-20T08:00:00Z');

describe('trip calendar file', () => {
  it('is one VEVENT in a VCALENDAR 2.0 published by RegioTaxi', () => {
    const ics = tripCalendarIcs(SUMMER, TEXTS, STAMP);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(one(ics, 'VCALENDAR', 'VERSION').value).toBe('2.0');
    expect(one(ics, 'VCALENDAR', 'PRODID').value).toContain('RegioTaxi');
    expect(one(ics, 'VCALENDAR', 'METHOD').value).toBe('PUBLISH');
    expect(parse(ics).filter((p) => p.property.name === 'UID')).toHaveLength(1);
    expect(one(ics, 'VEVENT', 'DTSTAMP').value).toBe('20260620T080000Z');
  });

  it('starts at the pick-up and ends at the arrival, in Europe/Amsterdam wall time (summer and winter)', () => {
    const summer = tripCalendarIcs(SUMMER, TEXTS, STAMP);
    expect(one(summer, 'VEVENT', 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/Amsterdam' },
      value: '20260701T120000',
    });
    expect(one(summer, 'VEVENT', 'DTEND')).toEqual({
      name: 'DTEND',
      params: { TZID: 'Europe/Amsterdam' },
      value: '20260701T122500',
    });
    const winter = tripCalendarIcs(WINTER, TEXTS, STAMP);
    expect(one(winter, 'VEVENT', 'DTSTART').value).toBe('20261201T110000');
    expect(one(winter, 'VEVENT', 'DTEND').value).toBe('20261201T114000');
  });

  it('defines the zone it names (VTIMEZONE Europe/Amsterdam, CET/CEST)', () => {
    const ics = tripCalendarIcs(SUMMER, TEXTS, STAMP);
    expect(one(ics, 'VTIMEZONE', 'TZID').value).toBe('Europe/Amsterdam');
    expect(one(ics, 'DAYLIGHT', 'TZOFFSETTO').value).toBe('+0200');
    expect(one(ics, 'STANDARD', 'TZOFFSETTO').value).toBe('+0100');
    expect(one(ics, 'DAYLIGHT', 'RRULE').value).toBe('FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(one(ics, 'STANDARD', 'RRULE').value).toBe('FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
  });

  it('has the same UID for every download of a trip, and another one for another trip', () => {
    const first = one(tripCalendarIcs(SUMMER, TEXTS, STAMP), 'VEVENT', 'UID').value;
    const again = one(
      tripCalendarIcs(WINTER, TEXTS, new Date('2026-06-21T09:00:00Z')),
      'VEVENT',
      'UID',
    ).value;
    expect(first).toBe('trip-RT-RIET0005@regiotaxi');
    expect(again).toBe(first);
    expect(tripCalendarUid({ externalTripId: 'RT-RIET0006' })).not.toBe(first);
  });

  it('names from and to: the pick-up place as LOCATION, from / to / trip number in DESCRIPTION', () => {
    const ics = tripCalendarIcs(SUMMER, TEXTS, STAMP);
    expect(text(one(ics, 'VEVENT', 'SUMMARY').value)).toBe(TEXTS.summary);
    expect(text(one(ics, 'VEVENT', 'LOCATION').value)).toBe('Stationsplein 1, Amsterdam');
    expect(text(one(ics, 'VEVENT', 'DESCRIPTION').value)).toBe(
      'Van: Stationsplein 1, Amsterdam\nNaar: Meibergdreef 9, Amsterdam\nRitnummer: RT-RIET0005',
    );
  });

  it('reminds 30 minutes before pick-up (VALARM DISPLAY, TRIGGER -PT30M)', () => {
    const ics = tripCalendarIcs(SUMMER, TEXTS, STAMP);
    expect(CALENDAR_ALARM_MINUTES).toBe(30);
    expect(one(ics, 'VALARM', 'ACTION').value).toBe('DISPLAY');
    expect(one(ics, 'VALARM', 'TRIGGER').value).toBe('-PT30M');
    expect(text(one(ics, 'VALARM', 'DESCRIPTION').value)).toBe(TEXTS.reminder);
  });

  it('marks a trip of unknown status TENTATIVE, a confirmed one CONFIRMED', () => {
    expect(one(tripCalendarIcs(SUMMER, TEXTS, STAMP), 'VEVENT', 'STATUS').value).toBe('CONFIRMED');
    const unknown = trip({ status: 'unknown' });
    expect(one(tripCalendarIcs(unknown, TEXTS, STAMP), 'VEVENT', 'STATUS').value).toBe('TENTATIVE');
  });

  it('escapes text and folds long lines as RFC 5545 demands', () => {
    const long = trip({
      departure: 'Straat; met, tekens\\ en een heel lange naam die de regel over de 75 tekens brengt',
    });
    const ics = tripCalendarIcs(long, TEXTS, STAMP);
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text(one(ics, 'VEVENT', 'LOCATION').value)).toBe(long.departure);
  });

  it('builds the event from the trip (labels when the server sent no address text)', () => {
    const event = tripCalendarEvent(trip({ departure: '', arrival: '' }), TEXTS);
    expect(event.location).toBe('Station, Stationsplein 1, Amsterdam');
    expect(event.start.timeZoneId).toBe('Europe/Amsterdam');
    expect(event.start.toString()).toBe('2026-07-01T12:00:00+02:00[Europe/Amsterdam]');
    expect(event.end.epochMilliseconds).toBe(Date.parse('2026-07-01T10:25:00Z'));
    expect(tripCalendarFilename({ externalTripId: 'RT/1 x' })).toBe('regiotaxi-RT_1_x.ics');
  });
});
