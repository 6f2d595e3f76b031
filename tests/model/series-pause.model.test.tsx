// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { Temporal } from 'temporal-polyfill';
import { accessToken } from './account-model-support';
import { DEMO, openSignedIn } from './support/app';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { describeModel } from './support/model-suite';
import { seriesPausePlan } from './series-pause.plan';
import { findDialog } from '../support/dialogs';

// Model test of machines/booking/series-pause.machine.ts: "Reeks pauzeren" on /change-trip/<id> of the real app for
// a trip of a series, signed in as the demo traveller, against the reference server in-process; the series booked
// through the API.

const PASS = '2001000101';
const ZONE = 'Europe/Amsterdam';

interface World {
  tripId: string;
  laterId: string;
  pause?: Gate;
}
const worlds = new WeakMap<Sut, World>();
const world = (sut: Sut) => worlds.get(sut)!;

async function api<T>(sut: Sut, method: string, path: string, body?: unknown): Promise<T> {
  const response = await sut.server.app.fetch(
    new Request(`http://localhost/ticketing${path}`, {
      method,
      headers: {
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
        'Api-Version': '2',
        'X-Pass-Number': PASS,
        Authorization: `Bearer ${accessToken(sut)}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

const dayAt = (days: number) =>
  Temporal.Now.plainDateISO(ZONE)
    .add({ days })
    .toZonedDateTime({ timeZone: ZONE, plainTime: Temporal.PlainTime.from('10:00') })
    .toInstant()
    .toString();

const gatePause = (sut: Sut) =>
  (world(sut).pause = sut.gate(
    (url, method) =>
      method === 'POST' && url.pathname === `/ticketing/trips/${world(sut).tripId}/series/pause`,
  ));

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const question = () => screen.queryByRole('dialog', { name: /^Reeks pauzeren van / });

const see: Record<string, StateAssertion> = {
  closed: async () => {
    expect(await screen.findByRole('heading', { name: 'Reeks pauzeren' })).toBeInTheDocument();
    await waitFor(() => expect(question()).toBeNull());
    expect(button('Reeks pauzeren')).toBeInTheDocument();
  },
  editing: async () => {
    expect(await screen.findByLabelText('Eerste datum')).toBeInTheDocument();
    await waitFor(() => expect(question()).toBeNull());
  },
  asking: async () => {
    const dialog = await findDialog({ name: /^Reeks pauzeren van / });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Nee, ritten houden' })).toHaveFocus(),
    );
  },
  sending: async (sut) => {
    await world(sut).pause!.held();
    expect(screen.getByText('De reeks wordt gepauzeerd…')).toBeInTheDocument();
  },
  failed: async () => {
    expect(
      await screen.findByText(/^De reeks is niet gepauzeerd: .+\. Uw ritten blijven staan\.$/),
    ).toBeInTheDocument();
    expect(within(question()!).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
  paused: async (sut) => {
    expect(await screen.findByRole('heading', { name: 'Uw reeks is gepauzeerd' })).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Per datum' })).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveTextContent(`rit ${world(sut).tripId}: geannuleerd`);
  },
  done: async (sut) => {
    await sut.waitForPath('/my-trips');
  },
};

const exec: Record<string, StepExecutor> = {
  'closed:pause.open → editing': async (sut) => {
    await sut.user.click(button('Reeks pauzeren'));
  },
  'editing:pause.change': async () => {
    const last = screen.getByLabelText('Laatste datum (telt mee)');
    const first = (screen.getByLabelText('Eerste datum') as HTMLInputElement).value;
    const before = Temporal.PlainDate.from(first).subtract({ days: 1 }).toString();
    fireEvent.change(last, { target: { value: before } });
    await waitFor(() => expect(last).toHaveValue(before));
  },
  'editing:pause.submit [isRangeValid] → asking': async (sut) => {
    await sut.user.click(button('Deze data pauzeren'));
  },
  'editing:pause.submit': async (sut) => {
    await sut.user.click(button('Deze data pauzeren'));
    expect(
      await screen.findByText('De laatste datum mag niet voor de eerste datum liggen.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Laatste datum (telt mee)')).toHaveFocus());
  },
  'editing:pause.close → closed': async (sut) => {
    await sut.user.click(button('Niet pauzeren'));
  },
  'asking:pause.confirm → sending': async (sut) => {
    gatePause(sut);
    await sut.user.click(within(question()!).getByRole('button', { name: 'Ja, pauzeren' }));
  },
  'asking:pause.cancel → editing': async (sut) => {
    await sut.user.click(within(question()!).getByRole('button', { name: 'Nee, ritten houden' }));
  },
  'sending:xstate.done.actor.pauseSeries → paused': async (sut) => world(sut).pause!.release(),
  'sending:xstate.error.actor.pauseSeries → failed': async (sut) => {
    world(sut).pause!.unreachable();
    await screen.findByText(/^De reeks is niet gepauzeerd:/);
    world(sut).pause!.remove();
  },
  'failed:pause.retry → sending': async (sut) => {
    const before = world(sut).pause!.lastHeld();
    gatePause(sut);
    await sut.user.click(within(question()!).getByRole('button', { name: 'Opnieuw proberen' }));
    await world(sut).pause!.held();
    // The retry reuses the first attempt's Idempotency-Key.
    expect(world(sut).pause!.lastHeld()?.headers.get('Idempotency-Key')).toBe(
      before?.headers.get('Idempotency-Key'),
    );
  },
  'failed:pause.cancel → editing': async (sut) => {
    await sut.user.click(within(question()!).getByRole('button', { name: 'Nee, ritten houden' }));
  },
  'paused:pause.dismiss → done': async (sut) => {
    await sut.user.click(button('Sluiten'));
  },
};

describeModel({
  plan: seriesPausePlan,
  see,
  exec,
  timeout: 60_000,
  before: async (sut) => {
    await openSignedIn(sut, '/home', DEMO, PASS);
    const [dok, silodam] = [
      (await api<{ data: unknown[] }>(sut, 'GET', '/locations?searchValue=Westerdoksdijk%2040A')).data[0],
      (await api<{ data: unknown[] }>(sut, 'GET', '/locations?searchValue=Silodam')).data[0],
    ];
    const seriesId = `model-pause-${Date.now()}`;
    const ids: string[] = [];
    for (const days of [1, 8]) {
      const { data } = await api<{ data: { trip: { externalTripId: string } } }>(sut, 'POST', '/trips/book', {
        plannedDateTime: dayAt(days),
        locationFrom: dok,
        locationTo: silodam,
        attributes: { travelers: 0 },
        preferences: {},
        planningMode: 1,
        paymentOption: { type: 'payInVehicle' },
        seriesId,
      });
      ids.push(data.trip.externalTripId);
    }
    worlds.set(sut, { tripId: ids[0]!, laterId: ids[1]! });
    await sut.router!.navigate(`/change-trip/${ids[0]}`);
    await screen.findByRole('group', { name: 'Welke ritten wilt u wijzigen?' }, { timeout: 10_000 });
  },
});
