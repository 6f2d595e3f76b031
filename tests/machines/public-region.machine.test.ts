import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  isGuestBookingEnabled,
  publicRegionMachine,
  selectIsGuestBookingEnabled,
  selectRegion,
  selectStatus,
} from '../../machines/public-region.machine';
import type { Region } from '../../machines/types';
import { settings } from './fixtures';

// machines/public-region.machine.ts (product §7.1 GET /regions/public, §1/§2, §8 silent region errors).

const region = (on = true): Region => ({
  id: 20,
  name: 'Regio 20',
  contractId: 'C-20',
  attributes: [],
  settings: settings({ isBookingWithoutAccountEnabled: on }),
});

/** A started actor whose loads wait until the test answers them, in order. */
function start() {
  const answers: { resolve: (r: Region) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const logError = vi.fn();
  const actor = createActor(
    publicRegionMachine.provide({
      actors: {
        loadPublicRegion: fromPromise<Region>(
          ({ signal }) => new Promise<Region>((resolve, reject) => answers.push({ resolve, reject, signal })),
        ),
      },
      actions: { logError: (_, params) => logError(params.error) },
    }),
  ).start();
  const load = (visit: string) => actor.send({ type: 'region.load', visit });
  const status = (visit: string) => selectStatus(actor.getSnapshot(), visit);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, answers, logError, load, status, settle };
}

describe('public-region machine', () => {
  it('waits idle, without a request, until a page asks for the region', () => {
    const { actor, answers, status } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(status('a')).toBe('loading');
    expect(answers).toHaveLength(0);
  });

  it('loads the region: loading, then ready with the region and its guest-booking flag', async () => {
    const { actor, answers, load, status } = start();
    load('a');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(status('a')).toBe('loading');
    answers[0]!.resolve(region());
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectRegion(actor.getSnapshot())).toEqual(region());
    expect(status('a')).toBe('ready');
    expect(status('another visit')).toBe('ready');
    expect(selectIsGuestBookingEnabled(actor.getSnapshot())).toBe(true);
  });

  it('answers a second visit that asks while a load runs with the request in flight', async () => {
    const { actor, answers, load, status } = start();
    load('a');
    load('b');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.signal.aborted).toBe(false);
    answers[0]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    // The failure is the newest visit's.
    expect(status('b')).toBe('failed');
  });

  it('keeps showing the last region while it reloads, then takes the new one (a flag switched off)', async () => {
    const { actor, answers, load, status, settle } = start();
    load('a');
    answers[0]!.resolve(region(true));
    await settle();
    load('b');
    expect(actor.getSnapshot().value).toBe('loading');
    expect(status('b')).toBe('ready');
    expect(selectIsGuestBookingEnabled(actor.getSnapshot())).toBe(true);
    answers[1]!.resolve(region(false));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIsGuestBookingEnabled(actor.getSnapshot())).toBe(false);
  });

  it('keeps the last region when a reload fails, and only logs (product §8 silent)', async () => {
    const { actor, answers, logError, load, status, settle } = start();
    load('a');
    answers[0]!.resolve(region());
    await settle();
    load('b');
    const error = new Error('503');
    answers[1]!.reject(error);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectRegion(actor.getSnapshot())).toEqual(region());
    expect(status('b')).toBe('ready');
    expect(logError).toHaveBeenCalledWith(error);
  });

  it('fails without a region: off for that visit, and the next visit waits for its own load', async () => {
    const { actor, answers, logError, load, status } = start();
    load('a');
    answers[0]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(status('a')).toBe('failed');
    expect(selectRegion(actor.getSnapshot())).toBeNull();
    expect(selectIsGuestBookingEnabled(actor.getSnapshot())).toBe(false);
    expect(logError).toHaveBeenCalledTimes(1);
    // The next page renders once before it asks: it must not take the old failure for its own.
    expect(status('b')).toBe('loading');
    load('b');
    expect(status('b')).toBe('loading');
    answers[1]!.resolve(region());
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectIsGuestBookingEnabled(actor.getSnapshot())).toBe(true);
  });

  it('counts guest booking as on only when the region says so (product §1/§2)', () => {
    expect(isGuestBookingEnabled(null)).toBe(false);
    expect(isGuestBookingEnabled(region(false))).toBe(false);
    expect(isGuestBookingEnabled(region(true))).toBe(true);
  });
});
