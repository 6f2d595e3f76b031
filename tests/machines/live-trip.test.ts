import { describe, expect, it } from 'vitest';
import {
  encodeVehicleTrackingId,
  holdsFinishedTrip,
  isLiveMapDue,
  msUntilLiveMap,
  pickUpWindowOf,
  nextShownTrip,
} from '../../machines/trip/live-trip';
import {
  liveMapHeader,
  liveStatusOf,
  shortPlace,
  routeFor,
  visibleLicensePlate,
} from '../../machines/trip/live-map-rules';
import { SERVER_OFFSET_JUMP_MS, nextServerOffset, parseHttpDate } from '../../machines/lib/server-time';
import { trip } from './fixtures';

const MIN = 60_000;
const departure = '2026-07-01T10:00:00Z';
const at = (iso: string) => new Date(iso);

describe('live-trip rules (product §2.3 live map, §7 tracking id)', () => {
  it('encodes the tracking id as base64 of its UTF-8 bytes', () => {
    expect(encodeVehicleTrackingId('vehicle/RT-ABC123')).toBe(
      Buffer.from('vehicle/RT-ABC123', 'utf8').toString('base64'),
    );
    // Non-ASCII characters are encoded as UTF-8 bytes, not Latin-1.
    expect(encodeVehicleTrackingId('voertuig-é€')).toBe(
      Buffer.from('voertuig-é€', 'utf8').toString('base64'),
    );
  });

  it('puts the live map on exactly from 60 minutes before departure', () => {
    const t = trip({ departureDateTime: departure });
    expect(isLiveMapDue(t, at('2026-07-01T08:59:59Z'))).toBe(false);
    expect(isLiveMapDue(t, at('2026-07-01T09:00:00Z'))).toBe(true);
    expect(isLiveMapDue(t, at('2026-07-01T10:20:00Z'))).toBe(true);
    expect(msUntilLiveMap(t, at('2026-07-01T08:30:00Z'))).toBe(30 * MIN);
    expect(msUntilLiveMap(t, at('2026-07-01T09:30:00Z'))).toBe(0);
  });

  it('holds a ride that has begun until 10 minutes after its arrival', () => {
    const t = trip({ departureDateTime: departure, arrivalDateTime: '2026-07-01T10:25:00Z' });
    expect(holdsFinishedTrip(t, at('2026-07-01T09:59:00Z'))).toBe(false);
    expect(holdsFinishedTrip(t, at('2026-07-01T10:34:59Z'))).toBe(true);
    expect(holdsFinishedTrip(t, at('2026-07-01T10:35:00Z'))).toBe(false);
    const other = trip({ externalTripId: 'T-2' });
    expect(nextShownTrip(t, null, at('2026-07-01T10:30:00Z'))).toBe(t);
    expect(nextShownTrip(t, other, at('2026-07-01T10:30:00Z'))).toBe(t);
    expect(nextShownTrip(t, null, at('2026-07-01T09:30:00Z'))).toBeNull();
    expect(nextShownTrip(t, other, at('2026-07-01T10:40:00Z'))).toBe(other);
  });

  it('maps every vehicle status to its header text', () => {
    expect(liveMapHeader({ status: 'pickUp', eta: departure })).toEqual({ kind: 'pickUp', eta: departure });
    expect(liveMapHeader({ status: 'dropOff', eta: departure })).toEqual({ kind: 'dropOff', eta: departure });
    expect(liveMapHeader({ status: 'completed', eta: departure })).toEqual({ kind: 'completed', eta: null });
    expect(liveMapHeader({ status: 'unknown', eta: null })).toEqual({ kind: 'empty', eta: null });
    expect(liveMapHeader(null)).toEqual({ kind: 'startingSoon', eta: null });
    expect(liveMapHeader({ status: 'enRoute' as never, eta: null })).toEqual({
      kind: 'startingSoon',
      eta: null,
    });
  });

  it('shows the plate only while pickUp and routes to the pickup, then to the arrival', () => {
    expect(visibleLicensePlate({ status: 'pickUp', licensePlate: 'GZ-123-B' })).toBe('GZ-123-B');
    expect(visibleLicensePlate({ status: 'dropOff', licensePlate: 'GZ-123-B' })).toBeNull();
    const departurePoint = { latitude: 1, longitude: 1 };
    const arrivalPoint = { latitude: 2, longitude: 2 };
    const vehicle = { latitude: 0, longitude: 0 };
    const base = { departure: departurePoint, arrival: arrivalPoint };
    expect(routeFor({ ...base, status: 'pickUp', position: vehicle })).toEqual({
      origin: vehicle,
      destination: departurePoint,
    });
    expect(routeFor({ ...base, status: 'dropOff', position: vehicle })).toEqual({
      origin: vehicle,
      destination: arrivalPoint,
    });
    expect(routeFor({ ...base, status: 'unknown', position: null })).toEqual({
      origin: departurePoint,
      destination: arrivalPoint,
    });
    expect(routeFor({ ...base, status: 'completed', position: arrivalPoint })).toBeNull();
  });
});

describe('live status sentence (product §2.3 live map card: what the traveller reads first)', () => {
  const ends = {
    locationFrom: { street: 'Rietmeent', houseNumber: '73', residence: 'Almere' },
    locationTo: { name: 'Station Almere Centrum', residence: 'Almere' },
  };
  const pickUp = (eta: string | null, licensePlate: string | null = 'PF-677-V') => ({
    status: 'pickUp' as const,
    eta,
    licensePlate,
  });

  it('names the pick-up place by street and number, a station by its name, else the residence', () => {
    expect(shortPlace(ends.locationFrom)).toBe('Rietmeent 73');
    expect(shortPlace(ends.locationTo)).toBe('Station Almere Centrum');
    expect(shortPlace({ residence: 'Lelystad' })).toBe('Lelystad');
    expect(shortPlace(null)).toBe('');
  });

  it('counts whole minutes to the pick-up ETA, and says "arriving" under one minute', () => {
    const now = at('2026-07-01T09:54:10Z');
    expect(liveStatusOf(pickUp(departure), ends, now)).toEqual({
      kind: 'pickUp',
      plate: 'PF-677-V',
      place: 'Rietmeent 73',
      minutes: 6,
    });
    expect(liveStatusOf(pickUp(departure), ends, at('2026-07-01T09:58:59Z'))).toMatchObject({ minutes: 1 });
    expect(liveStatusOf(pickUp(departure), ends, at('2026-07-01T09:59:01Z'))).toEqual({
      kind: 'arriving',
      plate: 'PF-677-V',
      place: 'Rietmeent 73',
    });
    // Late taxi: the ETA has passed.
    expect(liveStatusOf(pickUp(departure, null), ends, at('2026-07-01T10:03:00Z'))).toEqual({
      kind: 'arriving',
      plate: null,
      place: 'Rietmeent 73',
    });
    expect(liveStatusOf(pickUp(null), ends, now)).toEqual({
      kind: 'pickUpNoEta',
      plate: 'PF-677-V',
      place: 'Rietmeent 73',
    });
  });

  it('names the destination and its ETA while dropOff; arrived, unassigned and looking up otherwise', () => {
    const now = at('2026-07-01T10:20:00Z');
    const eta = '2026-07-01T10:42:00Z';
    expect(liveStatusOf({ status: 'dropOff', eta, licensePlate: 'PF-677-V' }, ends, now)).toEqual({
      kind: 'dropOff',
      place: 'Station Almere Centrum',
      eta,
    });
    expect(liveStatusOf({ status: 'completed', eta: null, licensePlate: null }, ends, now)).toEqual({
      kind: 'completed',
    });
    expect(liveStatusOf({ status: 'unknown', eta: null, licensePlate: null }, ends, now)).toEqual({
      kind: 'unassigned',
    });
    expect(liveStatusOf(null, ends, now)).toEqual({ kind: 'lookingUp' });
  });

  it('gives the pick-up window as departure ± 15 minutes', () => {
    expect(pickUpWindowOf({ departureDateTime: departure })).toEqual({
      start: '2026-07-01T09:45:00.000Z',
      end: '2026-07-01T10:15:00.000Z',
    });
  });
});

describe('server-time rules (server-corrected now)', () => {
  it('reads the HTTP Date header', () => {
    expect(parseHttpDate('Wed, 01 Jul 2026 10:00:00 GMT')).toBe(Date.parse('2026-07-01T10:00:00Z'));
    expect(parseHttpDate(null)).toBeNull();
    expect(parseHttpDate('soon')).toBeNull();
  });

  it('keeps the largest sample within the jitter of whole-second headers, and adopts real jumps at once', () => {
    let offset = nextServerOffset(null, -400);
    expect(offset).toBe(-400);
    offset = nextServerOffset(offset, -900);
    expect(offset).toBe(-400);
    offset = nextServerOffset(offset, -100);
    expect(offset).toBe(-100);
    // The server clock moved 40 minutes forward, and later back.
    offset = nextServerOffset(offset, 40 * MIN);
    expect(offset).toBe(40 * MIN);
    offset = nextServerOffset(offset, -SERVER_OFFSET_JUMP_MS - 1);
    expect(offset).toBe(-SERVER_OFFSET_JUMP_MS - 1);
  });
});
