// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { latestDate } from '../../machines/lib/time';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import {
  pickAddress,
  renderBookTrip,
  resetToasts,
  setRegionSetting,
  signInAs,
  stubResizeObserver,
  waitForBookingForm,
} from './book-trip-support';

/* On /book-trip: the date field's maximum is today + the region's maxDaysAhead (Europe/Amsterdam),
 * from GET /regions through the booking machine; a later date is explained and never sent. Real view, runtime,
 * machines and in-process reference server. */

let app: InProcessApp | undefined;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app?.close();
  app = undefined;
});

async function open(maxDaysAhead?: number) {
  app = createInProcessApp();
  if (maxDaysAhead !== undefined) setRegionSetting(app, { maxDaysAhead });
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  const rendered = renderBookTrip(app);
  await waitForBookingForm();
  return rendered;
}

describe('the booking horizon on /book-trip', { timeout: 60_000 }, () => {
  it('limits the date field to today + 60 days by default', async () => {
    await open();
    const expected = latestDate(app!.runtime.now(), 60);
    await waitFor(() => expect(screen.getByLabelText('Datum')).toHaveAttribute('max', expected));
  });

  it('follows the region’s maxDaysAhead, explains a later date and sends nothing', async () => {
    const { user } = await open(10);
    const date = screen.getByLabelText('Datum');
    const last = latestDate(app!.runtime.now(), 10);
    await waitFor(() => expect(date).toHaveAttribute('max', last));
    const tooFar = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await user.clear(date);
    await user.type(date, tooFar);
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const spelled = new Intl.DateTimeFormat('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${last}T00:00:00Z`));
    const message = await screen.findByText(
      /U kunt maximaal 10 dagen vooruit boeken\. Kies een datum tot en met/,
    );
    expect(message.textContent).toContain(spelled);
    expect(app!.requests).not.toContain('POST /ticketing/trips/calculate');

    await user.clear(date);
    await user.type(date, last);
    await waitFor(() =>
      expect(screen.queryByText(/U kunt maximaal 10 dagen vooruit boeken/)).not.toBeInTheDocument(),
    );
  });
});
