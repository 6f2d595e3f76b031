import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { authMachine, selectActingForUsername, selectTravellingFor } from '../../machines/auth.machine';
import type { StoredSession } from '../../machines/auth.machine';
import {
  selectActingBand,
  selectFollowOnlyName,
  selectNoLongerShares,
  selectShowsChooser,
  travellingForMachine,
  type CaredTraveller,
} from '../../machines/travelling-for.machine';
import { storedSessionOf } from '../../machines/lib/session-context';
import { passNumberPromptWhileActing, snapshotAccountKey } from '../../machines/lib/acting-for';
import { userDataMachine, type LoadUserDataInput, type UserData } from '../../machines/user-data.machine';
import { profile } from './auth-harness';

// The tab's travelling-for choice (machines/travelling-for.machine.ts, product §10.12 Carers) on its own with a fake
// `loadTravellers`, and inside the session (machines/auth.machine.ts): a switch reloads the user data as the
// traveller with the traveller's own pass number, and two tabs acting for two travellers never mix passes.

const MARIA: CaredTraveller = {
  username: 'maand@example.com',
  firstName: 'Maria',
  surname: 'Maandag',
  role: 'manager',
};
const PIET: CaredTraveller = {
  username: 'piet@example.com',
  firstName: 'Piet',
  surname: 'Pas',
  role: 'observer',
};

function startChart(
  actingFor: CaredTraveller | null,
  load: () => Promise<CaredTraveller[]> = async () => [MARIA, PIET],
) {
  const reported: (CaredTraveller | null)[] = [];
  const machine = travellingForMachine.provide({
    actors: { loadTravellers: fromPromise(load) },
    actions: { reportChoice: (_, params) => reported.push(params.traveller) },
  });
  const actor = createActor(machine, { input: { actingFor } }).start();
  return { actor, reported };
}

describe('travellingFor chart (product §10.12)', () => {
  it('waits for the own profile, loads the travellers only for a carer, and shows the chooser', async () => {
    const load = vi.fn(async () => [MARIA, PIET]);
    const { actor } = startChart(null, load);
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'travellingFor.profile', isCarer: false });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'travellingFor.profile', isCarer: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectShowsChooser(actor.getSnapshot())).toBe(true);
    expect(selectActingBand(actor.getSnapshot())).toBeNull();
  });

  it('chooses a traveller of the list and back to myself, reporting each change; ignores unknown names', async () => {
    const { actor, reported } = startChart(null);
    actor.send({ type: 'travellingFor.profile', isCarer: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'travellingFor.choose', username: 'stranger@example.com' });
    actor.send({ type: 'travellingFor.choose', username: null });
    expect(reported).toEqual([]);
    actor.send({ type: 'travellingFor.choose', username: 'MAAND@example.com' });
    expect(selectActingBand(actor.getSnapshot())).toEqual({ name: 'Maria Maandag', role: 'manager' });
    expect(selectFollowOnlyName(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'travellingFor.choose', username: PIET.username });
    expect(selectFollowOnlyName(actor.getSnapshot())).toBe('Piet Pas');
    actor.send({ type: 'travellingFor.choose', username: null });
    expect(reported).toEqual([MARIA, PIET, null]);
  });

  it('a refusal for the chosen traveller goes back to myself with a message that stays until dismissed', async () => {
    let list = [MARIA, PIET];
    const { actor, reported } = startChart(null, async () => list);
    actor.send({ type: 'travellingFor.profile', isCarer: true });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'travellingFor.choose', username: MARIA.username });
    // A late refusal for another traveller changes nothing.
    actor.send({ type: 'travellingFor.refused', username: PIET.username });
    expect(selectActingBand(actor.getSnapshot())?.name).toBe('Maria Maandag');
    list = [PIET];
    actor.send({ type: 'travellingFor.refused', username: MARIA.username });
    expect(reported).toEqual([MARIA, null]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectNoLongerShares(actor.getSnapshot())).toBe('Maria Maandag');
    expect(actor.getSnapshot().context.travellers).toEqual([PIET]);
    actor.send({ type: 'travellingFor.dismiss' });
    expect(selectNoLongerShares(actor.getSnapshot())).toBeNull();
  });

  it('a reloaded tab acting for someone checks the list at once; a traveller gone is left with the message', async () => {
    const { actor, reported } = startChart(MARIA, async () => [PIET]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(reported).toEqual([null]);
    expect(selectNoLongerShares(actor.getSnapshot())).toBe('Maria Maandag');
  });

  it('a failed list hides the chooser silently and is asked again with the next own profile', async () => {
    let fail = true;
    const { actor } = startChart(null, async () => {
      if (fail) throw new Error('503');
      return [MARIA];
    });
    actor.send({ type: 'travellingFor.profile', isCarer: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectShowsChooser(actor.getSnapshot())).toBe(false);
    fail = false;
    actor.send({ type: 'travellingFor.profile', isCarer: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectShowsChooser(actor.getSnapshot())).toBe(true);
  });
});

describe('pure rules of acting for', () => {
  it('keys the offline snapshot per (account, travelling-for) pair', () => {
    expect(snapshotAccountKey(' Reiziger@Example.com ', null)).toBe('reiziger@example.com');
    expect(snapshotAccountKey('reiziger@example.com', 'Maand@example.com')).toBe(
      'reiziger@example.com for maand@example.com',
    );
  });
  it('never offers adding a pass number while acting for someone', () => {
    expect(passNumberPromptWhileActing('entry', MARIA)).toBeNull();
    expect(passNumberPromptWhileActing('selection', MARIA)).toBe('selection');
    expect(passNumberPromptWhileActing('entry', null)).toBe('entry');
  });
});

/** Profiles by whom the request runs as: the account itself, or the traveller of `X-Acting-For`. */
const PROFILES: Record<string, string[]> = {
  'reiziger@example.com': ['3001'],
  'maand@example.com': ['4001'],
  'piet@example.com': ['5001'],
};

/**
 * One tab: the session with a fake `loadUserData` that answers as the traveller the tab acts for (as the server
 * does with `X-Acting-For`), and a fake `loadTravellers`. `stored` is the shared stored session.
 */
function startTab(stored: StoredSession, persisted: StoredSession[]) {
  const tab: { actor?: ReturnType<typeof createActor<typeof authMachine>> } = {};
  const loads: { as: string; input: LoadUserDataInput }[] = [];
  const userData = userDataMachine.provide({
    actors: {
      loadUserData: fromPromise<Partial<UserData>, LoadUserDataInput>(async ({ input }) => {
        const s = tab.actor!.getSnapshot();
        const as = selectActingForUsername(s) ?? s.context.username!;
        loads.push({ as, input });
        return {
          profile: { ...profile(PROFILES[as]!), email: as, isCarer: as === 'reiziger@example.com' },
          budget: null,
        };
      }),
    },
    actions: {
      // As the runtime does (src/app/runtime.ts): the account's own profile tells the chooser it is a carer.
      reportLoaded: (_, { data, loaded }) => {
        const s = tab.actor!.getSnapshot();
        if (loaded.includes('profile') && !s.context.actingFor)
          selectTravellingFor(s)?.send({ type: 'travellingFor.profile', isCarer: !!data.profile?.isCarer });
      },
    },
  });
  const machine = authMachine.provide({
    actors: {
      loadStoredSession: fromPromise<StoredSession | null>(async () => stored),
      userData,
      travellingFor: travellingForMachine.provide({
        actors: { loadTravellers: fromPromise(async () => [MARIA, PIET]) },
      }),
    },
    actions: { persistSession: (_, params) => persisted.push(params) },
  });
  tab.actor = createActor(machine).start();
  return { actor: tab.actor, loads };
}

describe('acting for inside the session', () => {
  const stored: StoredSession = {
    username: 'reiziger@example.com',
    accessToken: 'a',
    refreshToken: 'r',
    passNumber: '3001',
    passNumberPromptGiven: true,
  };

  it('a switch reloads the user data as the traveller, with the traveller pass; "Myself" brings the own pass back', async () => {
    const persisted: StoredSession[] = [];
    const { actor, loads } = startTab(stored, persisted);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }) && s.context.passNumber === '3001');
    const chooser = () => selectTravellingFor(actor.getSnapshot())!;
    await waitFor(chooser(), (s) => s.matches('ready'));
    chooser().send({ type: 'travellingFor.choose', username: MARIA.username });
    await waitFor(actor, (s) => s.context.passNumber === '4001');
    expect(selectActingForUsername(actor.getSnapshot())).toBe(MARIA.username);
    // The traveller's first batch goes without the carer's pass number (never another person's pass).
    expect(loads.find((l) => l.as === MARIA.username)?.input.passNumber).toBeNull();
    expect(loads.filter((l) => l.as === MARIA.username).every((l) => l.input.passNumber !== '3001')).toBe(
      true,
    );
    // The shared stored session keeps the account's own pass number.
    expect(persisted.at(-1)?.passNumber).toBe('3001');
    expect(storedSessionOf(actor.getSnapshot().context).passNumber).toBe('3001');
    chooser().send({ type: 'travellingFor.choose', username: null });
    await waitFor(actor, (s) => s.context.passNumber === '3001' && s.context.actingFor === null);
    expect(loads.at(-1)).toMatchObject({ as: 'reiziger@example.com', input: { passNumber: '3001' } });
  });

  it('two tabs acting for two travellers each send their own traveller and that traveller pass', async () => {
    const persisted: StoredSession[] = [];
    const one = startTab(stored, persisted);
    const two = startTab(stored, persisted);
    for (const [tab, who] of [
      [one, MARIA],
      [two, PIET],
    ] as const) {
      const chooser = await waitFor(tab.actor, (s) => !!selectTravellingFor(s)).then((s) =>
        selectTravellingFor(s)!,
      );
      await waitFor(chooser, (s) => s.matches('ready'));
      chooser.send({ type: 'travellingFor.choose', username: who.username });
    }
    await waitFor(one.actor, (s) => s.context.passNumber === '4001');
    await waitFor(two.actor, (s) => s.context.passNumber === '5001');
    expect(selectActingForUsername(one.actor.getSnapshot())).toBe(MARIA.username);
    expect(selectActingForUsername(two.actor.getSnapshot())).toBe(PIET.username);
    expect(persisted.every((p) => p.passNumber === '3001')).toBe(true);
  });

  it('a restored tab acts for its traveller from the first request, with the pass it used', async () => {
    const { actor, loads } = startTab({ ...stored, actingFor: MARIA, actingPassNumber: '4001' }, []);
    await waitFor(actor, (s) => s.matches({ signedIn: 'active' }));
    await waitFor(actor, () => loads.length > 0);
    expect(loads[0]).toMatchObject({ as: MARIA.username, input: { passNumber: '4001' } });
    expect(storedSessionOf(actor.getSnapshot().context).passNumber).toBe('3001');
  });
});
