import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { carerName, tripCarers } from '../../machines/trip/carer-rules';
import { tripMachine } from '../../machines/trip/trip.machine';
import { selectBookedBy, selectCancelledBy, selectChangedByCarer } from '../../machines/trip/trip-selectors';
import type { Trip } from '../../machines/types';
import { trip } from './fixtures';

/*
 * product §10.12 "Carers": the trip records who of the traveller's carers booked, last changed or cancelled it; the
 * rules (machines/trip/carer-rules.ts) name them, the trip chart's selectors hand the names to the details.
 */

const ANNA = { firstName: 'Anna', surname: 'Jansen' };
const RIET = { firstName: 'Riet', surname: 'de Vries' };

describe('carerName', () => {
  it('joins first name and surname with single spaces', () => {
    expect(carerName(ANNA)).toBe('Anna Jansen');
    expect(carerName(RIET)).toBe('Riet de Vries');
    expect(carerName({ firstName: ' Anna  Maria ', surname: 'van  Dijk ' })).toBe('Anna Maria van Dijk');
    expect(carerName({ firstName: 'Anna', surname: '' })).toBe('Anna');
  });

  it('is null without a person or with a blank name, so nothing half-empty shows', () => {
    expect(carerName(undefined)).toBeNull();
    expect(carerName(null)).toBeNull();
    expect(carerName({ firstName: ' ', surname: '' })).toBeNull();
  });
});

describe('tripCarers', () => {
  it('is empty for a trip the traveller booked, changed and cancelled herself', () => {
    expect(
      tripCarers(
        trip({ status: 'customerCancelled', changedAt: '2026-06-30T10:00:00Z', changedBy: 'traveller' }),
      ),
    ).toEqual({ bookedBy: null, changedBy: null, cancelledBy: null });
  });

  it('names the carer who booked, last changed and cancelled the trip', () => {
    expect(
      tripCarers(
        trip({
          status: 'customerCancelled',
          bookedBy: ANNA,
          changedAt: '2026-06-30T10:00:00Z',
          changedBy: 'carer',
          changedByCarer: RIET,
          cancelledBy: ANNA,
        }),
      ),
    ).toEqual({ bookedBy: 'Anna Jansen', changedBy: 'Riet de Vries', cancelledBy: 'Anna Jansen' });
  });

  it("counts a carer's change only while it is the trip's last change", () => {
    const changedByTraveller = trip({ changedBy: 'traveller', changedByCarer: RIET });
    expect(tripCarers(changedByTraveller).changedBy).toBeNull();
    expect(tripCarers(trip({ changedBy: 'carer' })).changedBy).toBeNull();
  });
});

describe('trip chart selectors (product §10.12)', () => {
  const snapshot = (overrides: Partial<Trip>) => {
    const actor = createActor(tripMachine, {
      input: { trip: trip(overrides), now: () => new Date('2026-07-01T08:00:00Z') },
    }).start();
    const s = actor.getSnapshot();
    actor.stop();
    return s;
  };

  it('hand the carers to the view as names', () => {
    const s = snapshot({ bookedBy: ANNA, changedBy: 'carer', changedByCarer: RIET, cancelledBy: RIET });
    expect(selectBookedBy(s)).toBe('Anna Jansen');
    expect(selectChangedByCarer(s)).toBe('Riet de Vries');
    expect(selectCancelledBy(s)).toBe('Riet de Vries');
  });

  it("are null for the traveller's own trip", () => {
    const s = snapshot({});
    expect(selectBookedBy(s)).toBeNull();
    expect(selectChangedByCarer(s)).toBeNull();
    expect(selectCancelledBy(s)).toBeNull();
  });
});
