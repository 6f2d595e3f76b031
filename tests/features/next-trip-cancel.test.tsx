// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../src/app/runtime-context';
import { NextTripCancel } from '../../src/features/trips/next-trip-cancel';
import { I18nProvider } from '../../src/i18n/i18n';
import { trip } from '../machines/fixtures';
import { createInProcessApp, type InProcessApp } from '../support/in-process';

const NOW = new Date('2027-03-10T09:00:00Z');
const MINUTE = 60_000;
const departingIn = (minutes: number) =>
  trip({ status: 'confirmed', departureDateTime: new Date(NOW.getTime() + minutes * MINUTE).toISOString() });

let app: InProcessApp;

beforeEach(() => {
  app = createInProcessApp({ now: () => NOW });
});

afterEach(() => {
  cleanup();
  app.close();
});

const cancelView = (t: ReturnType<typeof trip>) => (
  <I18nProvider initialLocale="nl-NL">
    <RuntimeProvider runtime={app.runtime}>
      <MemoryRouter>
        <NextTripCancel trip={t} />
      </MemoryRouter>
    </RuntimeProvider>
  </I18nProvider>
);

function renderCancel(t: ReturnType<typeof trip>) {
  return render(cancelView(t));
}

describe('NextTripCancel (product §2.2 /home next-trip card)', () => {
  it('offers an enabled Cancel trip more than 60 minutes before departure', () => {
    renderCancel(departingIn(61));
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeEnabled();
    expect(screen.queryByText('Annuleren kan tot 60 minuten voor vertrek.')).not.toBeInTheDocument();
    // product §10.11: a change is offered until the same cut-off, on the trip's own change page.
    expect(screen.getByRole('link', { name: 'Rit T-1 wijzigen' })).toHaveAttribute(
      'href',
      '/change-trip/T-1',
    );
  });

  it('within 60 minutes of departure, offers the phone number instead of a disabled button', () => {
    renderCancel(departingIn(30));
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /wijzigen/ })).not.toBeInTheDocument();
    const line = screen.getByTestId('call-to-cancel');
    expect(line).toHaveTextContent('Te laat om online te annuleren. Bel 088 123 45 67');
    // Without the region's contact setting, the number of the app's contact details.
    expect(screen.getByRole('link', { name: '088 123 45 67' })).toHaveAttribute('href', 'tel:0881234567');
  });

  it('still offers the phone number up to one hour after departure', () => {
    renderCancel(departingIn(-60));
    expect(screen.getByTestId('call-to-cancel')).toBeInTheDocument();
  });

  it('hides the button once departure is more than one hour in the past', () => {
    renderCancel(departingIn(-61));
    expect(screen.queryByRole('button', { name: 'Rit annuleren' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('call-to-cancel')).not.toBeInTheDocument();
  });

  it('follows a fresher copy of the same trip (the 30 s poll): cancelled elsewhere, the button is disabled', () => {
    const booked = departingIn(600);
    const { rerender } = renderCancel(booked);
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeEnabled();
    rerender(cancelView({ ...booked, status: 'customerCancelled' }));
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
  });

  it('disables the button for a trip that is already cancelled, without a reason', () => {
    renderCancel({ ...departingIn(600), status: 'customerCancelled' });
    expect(screen.getByRole('button', { name: 'Rit annuleren' })).toBeDisabled();
    expect(screen.queryByText('Annuleren kan tot 60 minuten voor vertrek.')).not.toBeInTheDocument();
  });
});
