import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import {
  COPIED_DISPLAY_MS,
  selectCanCreate,
  selectCopied,
  selectCopyFailed,
  selectLink,
  selectProblem,
  selectShareAvailable,
  selectSharedWithoutLink,
  selectStopped,
  tripShareMachine,
  type ShareLink,
} from '../../machines/trip/share.machine';
import { createProblem, isMissingEndpoint, isNotShared } from '../../machines/trip/share-rules';
import { apiError } from './fixtures';

const LINK: ShareLink = { url: 'https://app.example/follow/abc', expiresAt: '2026-07-01T12:25:00Z' };

interface Pending<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** The machine on a SimulatedClock; every request waits until the test settles it. */
function start(id = 'RT-1') {
  const clock = new SimulatedClock();
  const calls = {
    list: [] as Pending<string[]>[],
    create: [] as (Pending<ShareLink> & { input: { externalTripId: string } })[],
    remove: [] as Pending<void>[],
    copy: [] as (Pending<void> & { url: string })[],
  };
  const pending = <T, I>(into: (p: Pending<T> & { input: I }) => void) =>
    fromPromise<T, I>(
      ({ input, signal }) => new Promise<T>((resolve, reject) => into({ resolve, reject, signal, input })),
    );
  const machine = tripShareMachine.provide({
    actors: {
      listTripShares: pending<string[], NonReducibleUnknown>((p) => calls.list.push(p)),
      createTripShare: pending<ShareLink, { externalTripId: string }>((p) => calls.create.push(p)),
      deleteTripShare: pending<void, { externalTripId: string }>((p) => calls.remove.push(p)),
      copyLink: pending<void, { url: string }>((p) => calls.copy.push({ ...p, url: p.input.url })),
    },
  });
  const actor = createActor(machine, { input: { externalTripId: id }, clock });
  actor.start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, calls, clock, settle };
}

describe('trip-share machine', () => {
  it('probes GET /trip-shares first and shows nothing meanwhile', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('probing');
    expect(selectShareAvailable(actor.getSnapshot())).toBe(false);
    expect(calls.list).toHaveLength(1);
  });

  it('hides the feature when the API has no share links (404)', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.reject(apiError(404));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(selectShareAvailable(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'share.create' })).toBe(false);
  });

  it('offers "Share trip" after another probe failure, and when the trip is not shared', async () => {
    const failed = start();
    failed.calls.list[0]!.reject(apiError(503));
    await failed.settle();
    expect(selectCanCreate(failed.actor.getSnapshot())).toBe(true);
    const plain = start();
    plain.calls.list[0]!.resolve(['RT-2']);
    await plain.settle();
    expect(plain.actor.getSnapshot().value).toBe('idle');
    expect(selectShareAvailable(plain.actor.getSnapshot())).toBe(true);
  });

  it('knows a trip shared earlier, whose link it cannot show again', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.resolve(['RT-1']);
    await settle();
    expect(selectSharedWithoutLink(actor.getSnapshot())).toBe(true);
    expect(selectLink(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'share.create' });
    calls.create[0]!.resolve(LINK);
    await settle();
    expect(selectLink(actor.getSnapshot())).toEqual(LINK);
  });

  it('creates a link, copies it with a confirmation that goes after 5 s, and stops sharing', async () => {
    const { actor, calls, clock, settle } = start();
    calls.list[0]!.resolve([]);
    await settle();
    actor.send({ type: 'share.create' });
    expect(calls.create[0]!.input).toEqual({ externalTripId: 'RT-1' });
    calls.create[0]!.resolve(LINK);
    await settle();
    expect(actor.getSnapshot().matches({ shared: 'ready' })).toBe(true);
    actor.send({ type: 'link.copy' });
    expect(calls.copy[0]!.url).toBe(LINK.url);
    calls.copy[0]!.resolve();
    await settle();
    expect(selectCopied(actor.getSnapshot())).toBe(true);
    clock.increment(COPIED_DISPLAY_MS);
    expect(selectCopied(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'share.stop' });
    expect(selectLink(actor.getSnapshot())).toEqual(LINK);
    calls.remove[0]!.resolve();
    await settle();
    expect(selectStopped(actor.getSnapshot())).toBe(true);
    expect(selectLink(actor.getSnapshot())).toBeNull();
    expect(selectCanCreate(actor.getSnapshot())).toBe(true);
  });

  it('says when the browser refuses to copy, and lets the traveller try again', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.resolve([]);
    await settle();
    actor.send({ type: 'share.create' });
    calls.create[0]!.resolve(LINK);
    await settle();
    actor.send({ type: 'link.copy' });
    calls.copy[0]!.reject(new Error('NotAllowedError'));
    await settle();
    expect(selectCopyFailed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'link.copy' });
    expect(calls.copy).toHaveLength(2);
  });

  it('names why a link could not be made: not shareable (409) or any other failure; 404 hides the feature', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.resolve([]);
    await settle();
    actor.send({ type: 'share.create' });
    calls.create[0]!.reject(apiError(409, 'TripNotShareable'));
    await settle();
    expect(selectProblem(actor.getSnapshot())).toBe('notShareable');
    actor.send({ type: 'share.create' });
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    calls.create[1]!.reject(apiError(503));
    await settle();
    expect(selectProblem(actor.getSnapshot())).toBe('create');
    actor.send({ type: 'share.create' });
    calls.create[2]!.reject(apiError(404));
    await settle();
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('treats 404 NotShared on stop as stopped, and goes back with the problem on other failures', async () => {
    const { actor, calls, settle } = start();
    calls.list[0]!.resolve([]);
    await settle();
    actor.send({ type: 'share.create' });
    calls.create[0]!.resolve(LINK);
    await settle();
    actor.send({ type: 'share.stop' });
    calls.remove[0]!.reject(apiError(503));
    await settle();
    expect(selectLink(actor.getSnapshot())).toEqual(LINK);
    expect(selectProblem(actor.getSnapshot())).toBe('stop');
    actor.send({ type: 'share.stop' });
    calls.remove[1]!.reject(apiError(404, 'NotShared'));
    await settle();
    expect(selectStopped(actor.getSnapshot())).toBe(true);

    const earlier = start();
    earlier.calls.list[0]!.resolve(['RT-1']);
    await earlier.settle();
    earlier.actor.send({ type: 'share.stop' });
    earlier.calls.remove[0]!.reject(apiError(503));
    await earlier.settle();
    expect(earlier.actor.getSnapshot().value).toBe('sharedWithoutLink');
  });

  it('aborts a request in flight when the dialog closes (the actor stops)', () => {
    const { actor, calls } = start();
    actor.stop();
    expect(calls.list[0]!.signal.aborted).toBe(true);
  });
});

describe('trip-share rules', () => {
  it('hides the feature only for a 404 that does not name the trip', () => {
    expect(isMissingEndpoint({ status: 404 })).toBe(true);
    expect(isMissingEndpoint({ status: 404, code: 'NotFound' })).toBe(true);
    expect(isMissingEndpoint({ status: 404, code: 'TripNotFound' })).toBe(false);
    expect(isMissingEndpoint({ status: 404, code: 'NotShared' })).toBe(false);
    expect(isMissingEndpoint({ status: 503 })).toBe(false);
    expect(isNotShared({ status: 404, code: 'NotShared' })).toBe(true);
    expect(isNotShared({ status: 404 })).toBe(false);
    expect(createProblem({ status: 409, code: 'TripNotShareable' })).toBe('notShareable');
    expect(createProblem({ status: 0 })).toBe('create');
  });
});
