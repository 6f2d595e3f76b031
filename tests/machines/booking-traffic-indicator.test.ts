import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { bookingMachine } from '../../machines/booking/booking.machine';
import { selectTrafficIndicatorRef } from '../../machines/booking/selectors';
import {
  TRAFFIC_DEBOUNCE_MS,
  selectTrafficLevel,
  trafficIndicatorMachine,
  type CheckTrafficInput,
  type TrafficLevel,
} from '../../machines/booking/traffic-indicator.machine';
import { settings } from './fixtures';

/* product §2.4 traffic indicator badge, §7 POST /traffic-indicator/check, §8 "Traffic indicator error hides the badge":
 * the traffic indicator child of the booking machine, driven by the form's date/time and the region setting. */

const NOW = new Date('2026-07-01T08:00:00Z'); // 10:00 CEST; default pickup 11:05 CEST = 09:05Z

interface Call {
  input: CheckTrafficInput;
  signal: AbortSignal;
  resolve: (level: TrafficLevel) => void;
  reject: (error: unknown) => void;
}

function start(enabled = true) {
  const calls: Call[] = [];
  const machine = bookingMachine.provide({
    actors: {
      trafficIndicator: trafficIndicatorMachine.provide({
        actors: {
          checkTraffic: fromPromise<TrafficLevel, CheckTrafficInput>(
            ({ input, signal }) =>
              new Promise<TrafficLevel>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
          ),
        },
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    clock,
    input: { now: () => NOW, settings: settings({ isTrafficIndicatorEnabled: enabled }) },
  });
  actor.start();
  const level = () => selectTrafficLevel(selectTrafficIndicatorRef(actor.getSnapshot())?.getSnapshot());
  const settle = () => waitFor(actor, () => true).then(() => new Promise((r) => setTimeout(r, 0)));
  return { actor, clock, calls, level, settle };
}

describe('traffic indicator of the booking form', () => {
  it('asks for the chosen time (UTC) once the time has settled for 400 ms, then shows the level', async () => {
    const { clock, calls, level, settle } = start();
    expect(calls).toHaveLength(0);
    clock.increment(TRAFFIC_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(calls.map((c) => c.input)).toEqual([{ dateTime: '2026-07-01T09:05:00Z' }]);
    expect(level()).toBeNull();
    calls[0]?.resolve('medium');
    await settle();
    expect(level()).toBe('medium');
  });

  it('a new time hides the old badge, restarts the wait and aborts a check in flight', async () => {
    const { actor, clock, calls, level, settle } = start();
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    calls[0]?.resolve('medium');
    await settle();
    actor.send({ type: 'form.change', patch: { time: '17:0' } });
    expect(level()).toBeNull();
    clock.increment(200);
    actor.send({ type: 'form.change', patch: { time: '17:00' } });
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    expect(calls.map((c) => c.input.dateTime)).toEqual(['2026-07-01T09:05:00Z', '2026-07-01T15:00:00Z']);
    actor.send({ type: 'form.change', patch: { time: '18:00' } });
    expect(calls[1]?.signal.aborted).toBe(true);
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    calls[2]?.resolve('high');
    await settle();
    expect(level()).toBe('high');
  });

  it('does not ask again for the same time (other edits of the form)', async () => {
    const { actor, clock, calls, settle, level } = start();
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    calls[0]?.resolve('low');
    await settle();
    actor.send({ type: 'form.change', patch: { driverComment: 'Achterdeur' } });
    actor.send({ type: 'form.swap' });
    clock.increment(TRAFFIC_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(1);
    expect(level()).toBe('low');
  });

  it('hides the badge when the check fails', async () => {
    const { clock, calls, level, settle } = start();
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    calls[0]?.reject(new Error('503'));
    await settle();
    expect(level()).toBeNull();
  });

  it('asks nothing for an empty or half-typed date', () => {
    const { actor, clock, calls, level } = start();
    actor.send({ type: 'form.change', patch: { date: '' } });
    clock.increment(TRAFFIC_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    expect(level()).toBeNull();
  });

  it('stays off while the region disables it, and starts when a session update enables it', async () => {
    const { actor, clock, calls, level, settle } = start(false);
    clock.increment(TRAFFIC_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'session.update', settings: settings({ isTrafficIndicatorEnabled: true }) });
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('high');
    await settle();
    expect(level()).toBe('high');
    actor.send({ type: 'session.update', settings: settings({ isTrafficIndicatorEnabled: false }) });
    expect(level()).toBeNull();
  });

  it('starting over with the same time keeps the badge without asking again', async () => {
    const { actor, clock, calls, level, settle } = start();
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    calls[0]?.resolve('medium');
    await settle();
    actor.send({ type: 'booking.reset' });
    clock.increment(TRAFFIC_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(level()).toBe('medium');
  });
});
