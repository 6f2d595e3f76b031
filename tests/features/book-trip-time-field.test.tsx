// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSES } from '../../server/seed';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { Toaster } from '../../src/components';
import { BookTripPage } from '../../src/features/book-trip/book-trip-page';
import { I18nProvider, type Locale } from '../../src/i18n/i18n';
import { isTime24, parseTime24 } from '../../machines/booking/time';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import {
  pickAddress,
  resetToasts,
  signInAs,
  stubResizeObserver,
  waitForBookingForm,
} from './book-trip-support';
import { findDialog } from '../support/dialogs';

/* The pickup time is a 24-hour HH:mm text field in both languages (a native time input shows AM/PM in
 * en-US browsers). Real /book-trip view, runtime, machines and in-process reference server. */

let app: InProcessApp | undefined;

beforeAll(stubResizeObserver);
afterEach(() => {
  cleanup();
  resetToasts();
  app?.close();
  app = undefined;
});

async function openBookTrip(locale: Locale) {
  app = createInProcessApp();
  await signInAs(app, DEMO, DEMO_PASSES[0].passNumber);
  render(
    <StrictMode>
      <I18nProvider initialLocale={locale}>
        <RuntimeProvider runtime={app.runtime}>
          <MemoryRouter initialEntries={['/book-trip']}>
            <BookTripPage />
          </MemoryRouter>
          <Toaster />
        </RuntimeProvider>
      </I18nProvider>
    </StrictMode>,
  );
  await waitForBookingForm();
  return userEvent.setup();
}

/** A day three days after the app's "now", as `YYYY-MM-DD` (any time of day is then allowed). */
function laterDay(): string {
  return new Date(app!.runtime.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
}

describe('parseTime24', () => {
  it.each([
    ['14:30', false, '14:30'],
    ['1430', false, '14:30'],
    ['9:05', false, '09:05'],
    ['14.30', false, '14:30'],
    ['14h30', false, '14:30'],
    [' 00:00 ', false, '00:00'],
    ['23:59', false, '23:59'],
    ['905', false, null],
    ['905', true, '09:05'],
    ['9', true, '09:00'],
    ['21', true, '21:00'],
    ['24:00', true, null],
    ['12:60', true, null],
    ['2400', true, null],
    ['14:3', true, null],
    ['1:2:3', true, null],
    ['', true, null],
    ['2 PM', true, null],
  ] as const)('reads %j (complete: %s) as %j', (text, complete, expected) => {
    expect(parseTime24(text, complete)).toBe(expected);
  });

  it('accepts only zero-padded 24-hour HH:mm as a stored time', () => {
    expect(['00:00', '09:05', '23:59'].every(isTime24)).toBe(true);
    expect(['9:05', '24:00', '12:60', '1430', ''].some(isTime24)).toBe(false);
  });
});

// The first render of the real app is slow on a loaded machine: a generous per-test timeout.
describe('the 24-hour time field on /book-trip', { timeout: 60_000 }, () => {
  it('shows a 24-hour HH:mm text field with a hint, labelled "Tijd"', async () => {
    await openBookTrip('nl-NL');
    const time = screen.getByLabelText('Tijd');
    expect(time).toHaveAttribute('type', 'text');
    expect(time).toHaveAttribute('inputmode', 'numeric');
    expect(time).toHaveAttribute('autocomplete', 'off');
    expect((time as HTMLInputElement).value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(time).toHaveAccessibleDescription('24-uursnotatie, bijvoorbeeld 14:30');
  });

  it('normalises 9:05, 905 and 9 when the field is left', async () => {
    const user = await openBookTrip('nl-NL');
    const time = screen.getByLabelText('Tijd');
    for (const [typed, shown] of [
      ['9:05', '09:05'],
      ['905', '09:05'],
      ['9', '09:00'],
      ['1430', '14:30'],
    ] as const) {
      await user.clear(time);
      await user.type(time, typed);
      await user.tab();
      expect(time).toHaveValue(shown);
      expect(time).not.toHaveAttribute('aria-invalid');
    }
  });

  it('books the time typed as 1430 as 14:30', async () => {
    const user = await openBookTrip('nl-NL');
    const date = screen.getByLabelText('Datum');
    await user.clear(date);
    await user.type(date, laterDay());
    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, '1430');
    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    const dialog = await findDialog({ name: 'Controleer uw rit' }, { timeout: 5000 });
    expect(within(dialog).getByText(/14:30/)).toBeInTheDocument();
  });

  it('explains an invalid time, blocks the booking and focuses the field', async () => {
    const user = await openBookTrip('nl-NL');
    const time = screen.getByLabelText('Tijd');
    await user.clear(time);
    await user.type(time, '25:61');
    await user.tab();
    const message = 'Vul een geldige tijd in als UU:MM (24-uursnotatie), bijvoorbeeld 09:05 of 14:30.';
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(`24-uursnotatie, bijvoorbeeld 14:30 ${message}`);
    expect(screen.getByText(message)).toBeInTheDocument();

    await pickAddress(user, 'Van', 'Silodam 1A', 'Silodam 1A, Amsterdam');
    await pickAddress(user, 'Naar', 'Westerdoksdijk 40A', 'Westerdoksdijk 40A, Amsterdam');
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(time).toHaveFocus());
    expect(app!.requests).not.toContain('POST /ticketing/trips/calculate');

    await user.clear(time);
    await user.type(time, '23:00');
    await user.tab();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('spells the chosen date out in the app language next to the native date picker', async () => {
    for (const locale of ['nl-NL', 'en-US'] as const) {
      const user = await openBookTrip(locale);
      const date = screen.getByLabelText(locale === 'nl-NL' ? 'Datum' : 'Date');
      const day = laterDay();
      await user.clear(date);
      await user.type(date, day);
      const spelled = new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T00:00:00Z`));
      expect(date).toHaveAccessibleDescription(spelled);
      cleanup();
      app?.close();
    }
  });

  it('shows and accepts 24-hour times in English too', async () => {
    const user = await openBookTrip('en-US');
    const time = screen.getByLabelText('Time');
    expect((time as HTMLInputElement).value).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(time).toHaveAccessibleDescription('24-hour clock, for example 14:30');
    await user.clear(time);
    await user.type(time, '2115');
    await user.tab();
    expect(time).toHaveValue('21:15');
    await user.clear(time);
    await user.type(time, '9 PM');
    await user.tab();
    expect(
      screen.getByText('Enter a valid time as HH:MM (24-hour clock), for example 09:05 or 14:30.'),
    ).toBeInTheDocument();
  });
});
