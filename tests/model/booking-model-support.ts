import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Gate, Sut } from './support/harness';
import { skipReleaseNotes } from './support/app';

// What the booking chart's model test (booking.model.test.tsx) and its mode steps (booking-model-modes.ts) share:
// the addresses (server/data/places.csv), the held requests of a path, the form's address and time fields, the
// dialogs and the signed-in confirmation view.

export const FROM = { query: 'Silodam 1A', option: 'Silodam 1A, Amsterdam' };
export const TO = { query: 'Westerdoksdijk 40A', option: 'Westerdoksdijk 40A, Amsterdam' };
const gates = new WeakMap<Sut, { calculate?: Gate; trips?: Gate; book?: Gate; check?: Gate }>();
export const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
export const isPost = (path: string) => (url: URL, method: string) =>
  method === 'POST' && url.pathname === path;

export async function pickAddress(
  sut: Sut,
  field: 'Van' | 'Naar',
  { query, option }: { query: string; option: string },
) {
  const input = screen.getByRole('combobox', { name: field });
  if ((input as HTMLInputElement).value === option) return;
  await sut.user.clear(input);
  await sut.user.type(input, query);
  const listbox = screen.getByRole('listbox', { name: new RegExp(`^${field}`), hidden: true });
  await sut.user.click(await within(listbox).findByRole('option', { name: option }, { timeout: 3000 }));
  await waitFor(() => expect(input).toHaveValue(option));
}

/** Return leg: the pick-up time two hours after the outbound one (the form keeps the date; next day past midnight). */
export async function laterForReturn(sut: Sut) {
  const time = screen.getByLabelText('Tijd') as HTMLInputElement;
  const [hours = '0', minutes = '00'] = time.value.split(':');
  if (Number(hours) + 2 >= 24) {
    const date = screen.getByLabelText('Datum') as HTMLInputElement;
    const next = new Date(`${date.value}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await sut.user.clear(date);
    await sut.user.type(date, next.toISOString().slice(0, 10));
  }
  await sut.user.clear(time);
  await sut.user.type(time, `${String((Number(hours) + 2) % 24).padStart(2, '0')}:${minutes}`);
}

export const confirmDialog = () => screen.getByRole('dialog', { name: 'Controleer uw rit' });
export const failedDialog = () => screen.getByRole('dialog', { name: 'Uw rit is NIET geboekt' });
export const NO_CONNECTION = 'Geen verbinding. Uw gegevens blijven bewaard.';
/** The kept "no connection" message (a live region next to where the traveller acted). */
export const failureMessage = async () =>
  (await screen.findByText(NO_CONNECTION, {}, { timeout: 5000 })).closest<HTMLElement>('[role="alert"]')!;
export const seriesDialog = () => screen.getByRole('dialog', { name: 'Uw herhaalde rit' });

/**
 * The signed-in confirmation view: its heading focused, and per booked trip the trip number, the pick-up window,
 * who travels, the aids, price, payment, the cancel deadline and "Toevoegen aan agenda"; no success toast.
 */
export async function seeConfirmation() {
  const heading = await screen.findByRole(
    'heading',
    { level: 1, name: /^Uw rit(ten)? (is|zijn) geboekt$/ },
    { timeout: 5000 },
  );
  await waitFor(() => expect(heading).toHaveFocus());
  const trips = screen.getAllByRole('region', { name: /^Rit / });
  expect(trips.length).toBeGreaterThan(0);
  for (const trip of trips) {
    expect(within(trip).getByText('Ritnummer')).toBeInTheDocument();
    expect(within(trip).getByText(/^tussen \d\d:\d\d en \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(trip).getByText('Wie reist er')).toBeInTheDocument();
    expect(within(trip).getByText('Hulpmiddelen en bagage')).toBeInTheDocument();
    expect(within(trip).getByText(/^€\s?\d+,\d{2}$/)).toBeInTheDocument();
    expect(within(trip).getByText(/^U kunt annuleren tot /)).toBeInTheDocument();
    expect(within(trip).getByRole('button', { name: 'Toevoegen aan agenda' })).toBeInTheDocument();
  }
  expect(screen.queryByText('Uw rit is geboekt!')).toBeNull();
}

/** The date `days` after `date` (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The start of every booking model path: the demo traveller (pass 2001000101) signed in on /book-trip, the region
 * loaded, no dialog open, the form on screen. Waits up to 15 s a step: the first path also compiles the lazily
 * loaded page while other test files run on the same cores.
 */
export async function openBookTrip(sut: Sut): Promise<void> {
  skipReleaseNotes();
  await sut.storeDemoSession('2001000101');
  sut.start('/book-trip');
  await sut.waitForAuth('signedIn');
  await waitFor(() => expect(sut.userData.data.region).not.toBeNull(), { timeout: 15_000 });
  // hidden: the release-notes dialog may already hide the page from the accessibility tree.
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Wanneer wilt u worden opgehaald?', hidden: true },
    { timeout: 15_000 },
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  // The form is a chunk of its own, mounted once the page's data has arrived (book-trip-page.tsx).
  await screen.findByRole('combobox', { name: 'Van' }, { timeout: 15_000 });
}
