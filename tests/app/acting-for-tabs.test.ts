import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectActingForUsername, selectTravellingFor } from '../../machines/auth.machine';
import {
  selectNoLongerShares,
  selectTravellers,
  type TravellingForSnapshot,
} from '../../machines/travelling-for.machine';
import { createAppRuntime, type AppRuntime } from '../../src/app/runtime';
import { actingForOperations } from '../../src/api/acting-for';
import { readStoredSession } from '../../src/lib/stored-session';
import { ACTING_FOR_STORAGE_KEY } from '../../src/lib/acting-for-storage';
import { MemoryStorage, waitForUserData } from '../support/in-process';
import { bookingRequest, createHarness, twoLocations, type Harness } from '../server/harness';

// Acting for a traveller (product §10.12) through the REAL app runtime (session and travelling-for charts, actors,
// middleware) against the real reference server in-process. Each "tab" has its own sessionStorage and shares the
// origin's localStorage: two tabs acting for two people must never book one's trip on the other's pass.

const RIET = { email: 'reiziger@example.com', password: 'Welkom-2026!', pass: '2001000109' };
const MARIA = { email: 'maand@example.com', password: 'Welkom-2026!', pass: '2001000108' };

let runtimes: AppRuntime[] = [];
afterEach(() => {
  for (const runtime of runtimes) runtime.stop();
  runtimes = [];
});

interface Tab {
  runtime: AppRuntime;
  tabStorage: MemoryStorage;
  /** Each request as `METHOD path` with its X-Acting-For and X-Pass-Number. */
  sent: { op: string; actingFor: string | null; pass: string | null }[];
}

function openTab(h: Harness, shared: MemoryStorage, tabStorage = new MemoryStorage()): Tab {
  const sent: Tab['sent'] = [];
  const runtime = createAppRuntime({
    storage: shared,
    tabStorage,
    openWindow: () => {},
    prefetched: [],
    onStoredSessionChange: () => () => {},
    ticketingBaseUrl: 'http://localhost/ticketing',
    accountBaseUrl: 'http://localhost',
    fetch: async (request) => {
      sent.push({
        op: `${request.method} ${new URL(request.url).pathname}`,
        actingFor: request.headers.get('X-Acting-For'),
        pass: request.headers.get('X-Pass-Number'),
      });
      return h.ref.app.fetch(request);
    },
  });
  runtimes.push(runtime);
  return { runtime, tabStorage, sent };
}

const travellingFor = (tab: Tab) => selectTravellingFor(tab.runtime.auth.getSnapshot())!;

async function chooserReady(tab: Tab): Promise<TravellingForSnapshot> {
  await waitFor(tab.runtime.auth, (s) => !!selectTravellingFor(s), { timeout: 5000 });
  return waitFor(travellingFor(tab), (s) => selectTravellers(s).length > 0, { timeout: 5000 });
}

async function signInRiet(tab: Tab) {
  await waitFor(tab.runtime.auth, (s) => !s.matches('restoring'));
  tab.runtime.auth.send({ type: 'login.submit', email: RIET.email, password: RIET.password });
  await waitForUserData(tab.runtime.auth, (s) => s.context.data.profile !== null, { timeout: 5000 });
}

/** Books a trip through the tab's real clients (its session headers), as the booking chart's actor does. */
async function book(h: Harness, tab: Tab, token: string, overrides: Record<string, unknown> = {}) {
  const { from, to } = await twoLocations(h, token);
  const { data, error } = await tab.runtime.clients.ticketing.POST('/trips/book', {
    body: bookingRequest(h, from, to, 6, overrides) as never,
    params: { header: { 'Idempotency-Key': crypto.randomUUID() } as never },
  });
  expect(error, JSON.stringify(error)).toBeUndefined();
  return data!.data.trip;
}

describe('acting for a traveller in the app runtime (product §10.12)', () => {
  it('two tabs: one books for Maria on her pass, the other for Riet on hers; the stored session keeps Riet pass', async () => {
    const h = createHarness();
    const shared = new MemoryStorage();
    const one = openTab(h, shared);
    await signInRiet(one);
    await waitFor(one.runtime.auth, (s) => s.context.passNumber === RIET.pass, { timeout: 5000 });
    const two = openTab(h, shared); // a second tab of the same browser: the stored session is restored
    await waitFor(two.runtime.auth, (s) => s.context.passNumber === RIET.pass, { timeout: 5000 });

    await chooserReady(one);
    expect(selectTravellers(travellingFor(one).getSnapshot()).map((t) => t.username)).toEqual([MARIA.email]);
    travellingFor(one).send({ type: 'travellingFor.choose', username: MARIA.email });
    const maria = await waitForUserData(
      one.runtime.auth,
      (s) => s.context.data.profile?.firstName === 'Maria' && s.context.data.budget !== null,
      { timeout: 5000 },
    );
    expect(one.runtime.auth.getSnapshot().context.passNumber).toBe(MARIA.pass);
    expect(maria.context.data.budget?.passNumber).toBe(MARIA.pass);
    // The tab keeps its choice; the shared session keeps the account's own pass number.
    expect(JSON.parse(one.tabStorage.getItem(ACTING_FOR_STORAGE_KEY)!)).toMatchObject({
      account: RIET.email,
      traveller: { username: MARIA.email, role: 'manager' },
      passNumber: MARIA.pass,
    });
    expect(readStoredSession(shared)?.passNumber).toBe(RIET.pass);

    const token = one.runtime.auth.getSnapshot().context.accessToken!;
    // Maria travels on invoice: the server, answering as Maria, requires monthly billing.
    const forMaria = await book(h, one, token, { paymentOption: { type: 'monthlyBilling' } });
    const forRiet = await book(h, two, token);
    expect(forMaria.passNumber).toBe(MARIA.pass);
    expect(forRiet.passNumber).toBe(RIET.pass);
    expect(forMaria.bookedBy).toMatchObject({ firstName: 'Riet' });

    // Every request carried one person's header and that person's pass only.
    expect(one.sent.filter((r) => r.actingFor === MARIA.email && r.pass === RIET.pass)).toEqual([]);
    expect(two.sent.every((r) => r.actingFor === null)).toBe(true);
    expect(two.sent.filter((r) => r.pass === MARIA.pass)).toEqual([]);
    // The carer's own calls never carry the header.
    expect(one.sent.filter((r) => r.op.endsWith('/carer/travellers')).every((r) => !r.actingFor)).toBe(true);
  });

  it('a reloaded tab acts for its traveller again; after Maria removes Riet the next request goes back to myself with the message', async () => {
    const h = createHarness();
    const shared = new MemoryStorage();
    const tabStorage = new MemoryStorage();
    const first = openTab(h, shared, tabStorage);
    await signInRiet(first);
    await chooserReady(first);
    travellingFor(first).send({ type: 'travellingFor.choose', username: MARIA.email });
    await waitFor(first.runtime.auth, (s) => s.context.passNumber === MARIA.pass, { timeout: 5000 });
    first.runtime.stop();

    const reloaded = openTab(h, shared, tabStorage);
    await waitForUserData(reloaded.runtime.auth, (s) => s.context.data.profile?.firstName === 'Maria', {
      timeout: 5000,
    });
    const firstBatch = reloaded.sent.filter((r) => r.op === 'GET /ticketing/users');
    expect(firstBatch[0]).toMatchObject({ actingFor: MARIA.email, pass: MARIA.pass });
    // The chooser comes back: the list of Riet's travellers is her own call, sent without Maria's pass number (the
    // server refuses a pass that is not the caller's) and without X-Acting-For.
    await chooserReady(reloaded);
    const list = reloaded.sent.filter((r) => r.op === 'GET /ticketing/carer/travellers');
    expect(list[0]).toEqual({ op: 'GET /ticketing/carer/travellers', actingFor: null, pass: null });

    // Maria removes her carer.
    const { accessToken } = await h.login(MARIA.email, MARIA.password);
    const carers = await h.call('GET', '/ticketing/carers', { token: accessToken });
    const removed = await h.call('DELETE', `/ticketing/carers/${carers.body.data[0].id}`, {
      token: accessToken,
    });
    expect(removed.status).toBe(200);

    // Riet's next action for Maria: 403, back to myself, with the message.
    const { response } = await reloaded.runtime.clients.ticketing.GET('/trips/next');
    expect(response.status).toBe(403);
    const after = await waitFor(travellingFor(reloaded), (s) => selectNoLongerShares(s) !== null);
    expect(selectNoLongerShares(after)).toBe('Maria Maandfactuur');
    expect(selectActingForUsername(reloaded.runtime.auth.getSnapshot())).toBeNull();
    await waitForUserData(reloaded.runtime.auth, (s) => s.context.data.profile?.firstName === 'Riet', {
      timeout: 5000,
    });
    expect(reloaded.runtime.auth.getSnapshot().context.passNumber).toBe(RIET.pass);
    expect(tabStorage.getItem(ACTING_FOR_STORAGE_KEY)).toBeNull();
  });

  it('sends X-Acting-For only on operations the YAML declares it for, never on the traveller-own ones', async () => {
    const { parse } = await import('yaml');
    const { readFileSync } = await import('node:fs');
    const doc = parse(readFileSync('openapi/ticketing.yaml', 'utf8'), { maxAliasCount: -1 }) as {
      paths: Record<string, Record<string, { parameters?: { $ref?: string }[] }>>;
    };
    const declaring = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        if (op?.parameters?.some((p) => p.$ref === '#/components/parameters/XActingFor'))
          declaring.add(`${method.toUpperCase()} ${path}`);
    for (const op of actingForOperations()) expect(declaring, op).toContain(op);
    for (const own of ['PATCH /users', 'PATCH /users/passNumber', 'GET /carer/travellers', 'POST /carers'])
      expect(actingForOperations()).not.toContain(own);
  });
});
