// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '../../machines/types';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { TripDetailsDialog } from '../../src/features/trips/trip-details-dialog';
import { I18nProvider, type Locale } from '../../src/i18n/i18n';
import { createTripCardLogic } from '../../src/logic/trip';
import { trip } from '../machines/fixtures';
import { createInProcessApp, type InProcessApp } from '../support/in-process';

/*
 * product §10.12 "Carers": the traveller's trip details say which carer booked, last changed or cancelled the trip,
 * in both languages, read from the real trip chart (its selectors decide; the view only renders).
 */

const NOW = new Date('2027-03-10T09:00:00Z');
const ANNA = { firstName: 'Anna', surname: 'Jansen' };
const RIET = { firstName: 'Riet', surname: 'de Vries' };

let app: InProcessApp;
const actors: { stop: () => void }[] = [];

beforeEach(() => {
  app = createInProcessApp({ now: () => NOW });
});

afterEach(() => {
  cleanup();
  actors.splice(0).forEach((actor) => actor.stop());
  app.close();
});

function renderDetails(overrides: Partial<Trip>, locale: Locale = 'nl-NL') {
  const tripRef = createActor(createTripCardLogic(app.runtime), {
    input: {
      trip: trip({
        departureDateTime: '2027-03-12T09:00:00Z',
        arrivalDateTime: '2027-03-12T09:25:00Z',
        ...overrides,
      }),
      now: () => NOW,
    },
  }).start();
  actors.push(tripRef);
  render(
    <I18nProvider initialLocale={locale}>
      <RuntimeProvider runtime={app.runtime}>
        <MemoryRouter>
          <TripDetailsDialog open loading={false} tripRef={tripRef} onClose={() => undefined} />
        </MemoryRouter>
      </RuntimeProvider>
    </I18nProvider>,
  );
  return tripRef;
}

describe('trip details: who of the carers booked, changed and cancelled (product §10.12)', () => {
  it('says "Geboekt door" and "Gewijzigd door" for a trip a carer booked and changed (nl-NL)', async () => {
    renderDetails({
      bookedBy: ANNA,
      changedAt: '2027-03-09T12:00:00Z',
      changedBy: 'carer',
      changedByCarer: RIET,
    });
    expect(await screen.findByText('Geboekt door Anna Jansen')).toBeInTheDocument();
    expect(screen.getByText('Gewijzigd door Riet de Vries')).toBeInTheDocument();
    expect(screen.queryByText(/^Geannuleerd door/)).not.toBeInTheDocument();
  });

  it('says "Cancelled by" and "Booked by" for a trip a carer booked and cancelled (en-US)', async () => {
    renderDetails({ status: 'customerCancelled', bookedBy: RIET, cancelledBy: ANNA }, 'en-US');
    expect(await screen.findByText('Booked by Riet de Vries')).toBeInTheDocument();
    expect(screen.getByText('Cancelled by Anna Jansen')).toBeInTheDocument();
    expect(screen.queryByText(/^Changed by/)).not.toBeInTheDocument();
  });

  it("shows none of it for the traveller's own trip, nor a change by the traveller after a carer's", async () => {
    renderDetails({ changedAt: '2027-03-09T12:00:00Z', changedBy: 'traveller', changedByCarer: RIET });
    expect(await screen.findByText('Gewijzigd op dinsdag 9 maart 13:00')).toBeInTheDocument();
    expect(screen.queryByText(/door/)).not.toBeInTheDocument();
  });
});
