// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Trip } from '../../machines/types';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { TripCard } from '../../src/components/trip-card';
import { TripCarerLines } from '../../src/features/trips/trip-carer-lines';
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

/** The trip chart's actor for a trip departing on 12 March 2027, as /my-trips and the details run it. */
function tripActor(overrides: Partial<Trip>) {
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
  return tripRef;
}

function renderInApp(ui: ReactNode, locale: Locale) {
  render(
    <I18nProvider initialLocale={locale}>
      <RuntimeProvider runtime={app.runtime}>
        <MemoryRouter>{ui}</MemoryRouter>
      </RuntimeProvider>
    </I18nProvider>,
  );
}

function renderDetails(overrides: Partial<Trip>, locale: Locale = 'nl-NL') {
  const tripRef = tripActor(overrides);
  renderInApp(<TripDetailsDialog open loading={false} tripRef={tripRef} onClose={() => undefined} />, locale);
}

function renderCard(overrides: Partial<Trip>, locale: Locale = 'nl-NL') {
  const tripRef = tripActor(overrides);
  renderInApp(<TripCard tripRef={tripRef} moreFacts={<TripCarerLines tripRef={tripRef} />} />, locale);
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

  it("the /my-trips card says it too, in both languages, and nothing for the traveller's own trip", async () => {
    renderCard({ status: 'customerCancelled', bookedBy: RIET, cancelledBy: RIET });
    expect(await screen.findByText('Geboekt door Riet de Vries')).toBeInTheDocument();
    expect(screen.getByText('Geannuleerd door Riet de Vries')).toBeInTheDocument();
    cleanup();
    renderCard({ bookedBy: ANNA }, 'en-US');
    expect(await screen.findByText('Booked by Anna Jansen')).toBeInTheDocument();
    cleanup();
    renderCard({});
    expect(await screen.findByText('Bevestigd')).toBeInTheDocument();
    expect(screen.queryByText(/door/)).not.toBeInTheDocument();
  });
});
