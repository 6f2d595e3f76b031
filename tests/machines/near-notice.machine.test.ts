import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  nearNoticeMachine,
  selectNearNoticeAlert,
  selectNearNoticeOn,
  selectNotificationsBlocked,
  type ClaimNoticeInput,
  type NoticeEffectInput,
  type NoticePermission,
} from '../../machines/trip/near-notice.machine';
import { nearNoticeKindOf } from '../../machines/trip/near-notice-rules';
import type { VehicleInfo } from '../../machines/types';

const ETA = Date.parse('2026-07-01T10:00:00.000Z');
const MIN = 60_000;
const PLACES = { from: 'Rietmeent 73', to: 'Stadhuisplein 21' };
const POINT = { latitude: 52.2, longitude: 6.9 };

function vehicle(status: VehicleInfo['status'], eta: number | null = ETA): VehicleInfo {
  return {
    status,
    eta: eta === null ? null : new Date(eta).toISOString(),
    licensePlate: 'PF-677-V',
    position: POINT,
    departure: POINT,
    arrival: POINT,
  };
}

/** The chart with recording effects, a claim that answers `claims` in turn, and a clock the test sets (ms). */
function start({
  optedIn = true,
  permission = 'granted' as NoticePermission,
  claims = [] as boolean[],
} = {}) {
  let now = ETA - 30 * MIN;
  const log: string[] = [];
  const titles: string[] = [];
  const machine = nearNoticeMachine.provide({
    actors: {
      requestNotificationPermission: fromPromise<NoticePermission, void>(async () => {
        log.push('prompt');
        return permission;
      }),
      claimNotice: fromPromise<boolean, ClaimNoticeInput>(async ({ input }) => {
        log.push(`claim ${input.tripKey} ${input.kind}`);
        return claims.shift() ?? true;
      }),
      showTitlePrefix: fromCallback<{ type: 'none' }, NoticeEffectInput>(({ input }) => {
        titles.push(input.notice.kind);
        return () => titles.splice(titles.indexOf(input.notice.kind), 1);
      }),
    },
    actions: {
      storeOptIn: () => log.push('store on'),
      storeOptOut: () => log.push('store off'),
      showSystemNotification: (_, params: NoticeEffectInput) =>
        log.push(`notify ${params.notice.kind} ${params.notice.place}`),
      vibrate: () => log.push('vibrate'),
    },
  });
  const actor = createActor(machine, { input: { tripKey: 'RT-1', optedIn, now: () => new Date(now) } });
  actor.start();
  return {
    actor,
    log,
    titles,
    at: (ms: number) => (now = ms),
    receive: async (v: VehicleInfo | null) => {
      actor.send({ type: 'vehicle.received', vehicle: v, places: PLACES });
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('nearNoticeKindOf', () => {
  it('is near at a pick-up ETA of 5 minutes or less (a past ETA included), dropOff at dropOff, else nothing', () => {
    expect(nearNoticeKindOf(vehicle('pickUp'), new Date(ETA - 5 * MIN - 1))).toBeNull();
    expect(nearNoticeKindOf(vehicle('pickUp'), new Date(ETA - 5 * MIN))).toBe('near');
    expect(nearNoticeKindOf(vehicle('pickUp'), new Date(ETA + MIN))).toBe('near');
    expect(nearNoticeKindOf(vehicle('pickUp', null), new Date(ETA))).toBeNull();
    expect(nearNoticeKindOf(vehicle('dropOff'), new Date(ETA))).toBe('dropOff');
    expect(nearNoticeKindOf(vehicle('completed'), new Date(ETA))).toBeNull();
    expect(nearNoticeKindOf(null, new Date(ETA))).toBeNull();
  });
});

describe('near-notice machine (fake clock)', () => {
  it('notices near once when the clock reaches 5 minutes before the ETA, and dropOff once', async () => {
    const s = start();
    await s.receive(vehicle('pickUp'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())).toBeNull();
    s.at(ETA - 5 * MIN);
    await s.receive(vehicle('pickUp'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())).toEqual({
      kind: 'near',
      plate: 'PF-677-V',
      place: 'Rietmeent 73',
    });
    expect(s.titles).toEqual(['near']);
    s.at(ETA - 2 * MIN);
    await s.receive(vehicle('pickUp'));
    s.actor.send({ type: 'nearNotice.dismiss' });
    expect(s.titles).toEqual([]);
    await s.receive(vehicle('pickUp'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())).toBeNull();
    s.at(ETA + 2 * MIN);
    await s.receive(vehicle('dropOff'));
    await s.receive(vehicle('dropOff'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())?.place).toBe('Stadhuisplein 21');
    expect(s.log).toEqual([
      'claim RT-1 near',
      'notify near Rietmeent 73',
      'vibrate',
      'claim RT-1 dropOff',
      'notify dropOff Stadhuisplein 21',
      'vibrate',
    ]);
  });

  it('a tab that loses the claim shows the alert and title without notifying or vibrating', async () => {
    const s = start({ claims: [false] });
    s.at(ETA - 4 * MIN);
    await s.receive(vehicle('pickUp'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())?.kind).toBe('near');
    expect(s.titles).toEqual(['near']);
    expect(s.log).toEqual(['claim RT-1 near']);
  });

  it('stays silent while off; asks on enable only, and keeps the opt-in when the browser refuses', async () => {
    const s = start({ optedIn: false, permission: 'denied' });
    s.at(ETA - 4 * MIN);
    await s.receive(vehicle('pickUp'));
    expect(s.log).toEqual([]);
    expect(selectNearNoticeOn(s.actor.getSnapshot())).toBe(false);
    s.actor.send({ type: 'nearNotice.enable' });
    await new Promise((r) => setTimeout(r, 0));
    expect(selectNearNoticeOn(s.actor.getSnapshot())).toBe(true);
    expect(selectNotificationsBlocked(s.actor.getSnapshot())).toBe(true);
    await s.receive(vehicle('pickUp'));
    expect(selectNearNoticeAlert(s.actor.getSnapshot())?.kind).toBe('near');
    expect(s.log.slice(0, 3)).toEqual(['prompt', 'store on', 'claim RT-1 near']);
  });

  it('switching off removes the alert and the title prefix and forgets the opt-in', async () => {
    const s = start();
    s.at(ETA - 4 * MIN);
    await s.receive(vehicle('pickUp'));
    s.actor.send({ type: 'nearNotice.disable' });
    expect(selectNearNoticeAlert(s.actor.getSnapshot())).toBeNull();
    expect(s.titles).toEqual([]);
    expect(s.log.at(-1)).toBe('store off');
  });

  it('without a trip (the profile) nothing is ever due', () => {
    const profile = createActor(nearNoticeMachine, {
      input: { tripKey: null, optedIn: true, now: () => new Date(ETA) },
    }).start();
    profile.send({ type: 'vehicle.received', vehicle: vehicle('pickUp'), places: PLACES });
    expect(profile.getSnapshot().matches({ on: 'watching' })).toBe(true);
    expect(selectNearNoticeAlert(profile.getSnapshot())).toBeNull();
  });
});
