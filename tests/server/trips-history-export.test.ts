import { beforeAll, describe, expect, it } from 'vitest';
import { rangeToUtcBounds } from '../../machines/lib/time';
import {
  HISTORY_TRAVELLER_EMAIL,
  HISTORY_TRAVELLER_PASS,
  HISTORY_TRAVELLER_PASSWORD,
} from '../../server/seed';
import {
  DEMO_PASS,
  bookingRequest,
  createHarness,
  expectError,
  pdfText,
  type Harness,
  type Loose,
} from './harness';

// The second half of tests/server/trips-seed.test.ts (its set-up repeated), so that no file passes 450 lines.

/* On the reference server: the seeded travellers and their trips relative to the seed time (first
 * start or POST /dev/reset), GET /trips/history (inclusive Europe/Amsterdam days, sort, paging) and
 * GET /trips/export (`to` exclusive, file named after the Amsterdam days, PDF in the caller's language).
 * Every server is in-process: createApp({ dbPath: ':memory:' }) through the harness (which also checks each
 * response against the OpenAPI spec), most of them on a fixed clock. */

/** A server whose clock stands still at `iso` (so the seed and every rule see that instant). */
function serverAt(iso: string): Harness {
  const at = new Date(iso);
  return createHarness({ clock: { now: () => at } });
}

async function signIn(h: Harness, who: 'demo' | 'riet') {
  const tokens =
    who === 'demo' ? await h.login() : await h.login(HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD);
  const passNumber = who === 'demo' ? DEMO_PASS : HISTORY_TRAVELLER_PASS.passNumber;
  return { token: tokens.accessToken, passNumber };
}

describe('GET /trips/history and GET /trips/export', () => {
  /** Wednesday 10 June 2026 (summer time), 10:00 in Amsterdam. */
  const NOW = '2026-06-10T08:00:00Z';
  let h: Harness;
  let demo: { token: string; passNumber: string };
  let riet: { token: string; passNumber: string };
  /** Booked for the demo: 12 June 00:00, 12 June 23:59 and 13 June 00:00 (Amsterdam), with their own addresses. */
  const booked: Record<'startOf12' | 'endOf12' | 'startOf13', string> = {
    startOf12: '',
    endOf12: '',
    startOf13: '',
  };

  beforeAll(async () => {
    h = serverAt(NOW);
    demo = await signIn(h, 'demo');
    riet = await signIn(h, 'riet');
    const find = async (q: string) =>
      (await h.call('GET', `/ticketing/locations?searchValue=${encodeURIComponent(q)}`, demo)).body.data[0];
    const [market, townHall, silodam, westerdok, oostvaarders] = await Promise.all(
      ['Grote Markt 125', 'Stadhuisplein 21', 'Silodam 1A', 'Westerdoksdijk 40A', 'Oostvaardersdiep 1'].map(
        find,
      ),
    );
    const book = async (plannedDateTime: string, from: Loose, to: Loose) => {
      const res = await h.call('POST', '/ticketing/trips/book', {
        ...demo,
        body: bookingRequest(h, from, to, 0, { plannedDateTime }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.trip.externalTripId as string;
    };
    booked.startOf12 = await book('2026-06-11T22:00:00Z', market, townHall);
    booked.endOf12 = await book('2026-06-12T21:59:00Z', silodam, westerdok);
    booked.startOf13 = await book('2026-06-12T22:00:00Z', oostvaarders, market);
  });

  const history = (auth: { token: string }, query: string) =>
    h.call('GET', `/ticketing/trips/history?${query}`, auth);
  const ids = (res: Loose) => res.body.items.map((t: Loose) => t.externalTripId);

  describe('history', () => {
    it('takes from and to as inclusive Europe/Amsterdam days', async () => {
      expect(ids(await history(demo, 'from=2026-06-12&to=2026-06-12'))).toEqual([
        booked.startOf12,
        booked.endOf12,
      ]);
      expect(ids(await history(demo, 'from=2026-06-13&to=2026-06-13'))).toEqual([booked.startOf13]);
      expect(ids(await history(demo, 'from=2026-06-12&to=2026-06-13'))).toEqual([
        booked.startOf12,
        booked.endOf12,
        booked.startOf13,
      ]);
      expect((await history(demo, 'from=2026-06-11&to=2026-06-11')).body.totalCount).toBe(0);
      expectError(await history(demo, 'from=2026-06-13&to=2026-06-12'), 400, 'InvalidRange');
      expectError(await history(demo, 'from=2026-02-30&to=2026-03-01'), 400, 'InvalidParameters');
    });

    it('sorts by departure ascending by default and descending on request', async () => {
      const range = 'from=2026-05-01&to=2026-06-30';
      const asc = (await history(riet, range)).body.items.map((t: Loose) => t.departureDateTime);
      expect(asc).toHaveLength(7);
      expect([...asc].sort()).toEqual(asc);
      expect(ids(await history(riet, `${range}&sortBy=departure_date_time&sortDirection=ASC`))).toEqual(
        ids(await history(riet, range)),
      );
      expect(ids(await history(riet, `${range}&sortBy=departure_date_time&sortDirection=DESC`))).toEqual(
        ids(await history(riet, range)).reverse(),
      );
    });

    it('pages with pageNumber and pageSize (default 50, at most 50)', async () => {
      const range = 'from=2026-05-01&to=2026-06-30';
      const all = ids(await history(riet, range));
      const first = await history(riet, range);
      expect(first.body).toMatchObject({ pageNumber: 1, pageSize: 50, totalCount: 7 });
      const pages = [];
      for (const pageNumber of [1, 2, 3, 4]) {
        const res = await history(riet, `${range}&pageSize=3&pageNumber=${pageNumber}`);
        expect(res.body).toMatchObject({ pageNumber, pageSize: 3, totalCount: 7 });
        pages.push(ids(res));
      }
      expect(pages.map((p) => p.length)).toEqual([3, 3, 1, 0]);
      expect(pages.flat()).toEqual(all);
      const desc = await history(riet, `${range}&pageSize=3&pageNumber=3&sortDirection=DESC`);
      expect(ids(desc)).toEqual([all[0]]);
      expect((await history(riet, `${range}&pageSize=50`)).status).toBe(200);
      for (const bad of ['pageSize=51', 'pageSize=0', 'pageNumber=0'])
        expectError(await history(riet, `${range}&${bad}`), 400, 'InvalidParameters');
    });
  });

  describe('export', () => {
    const exportPdf = (auth: { token: string }, from: string, to: string, language?: string) =>
      h.call('GET', `/ticketing/trips/export?from=${from}&to=${to}`, {
        ...auth,
        headers: language === undefined ? {} : { 'Accept-Language': language },
      });
    const fileName = (res: Loose) =>
      /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];

    it('treats to as exclusive and names the file after the Amsterdam days of the range', async () => {
      // The app's bounds for 12 June: 00:00 on 12 June up to 00:00 on 13 June (Amsterdam, as UTC).
      const day = rangeToUtcBounds({ from: '2026-06-12', to: '2026-06-12' });
      expect(day).toEqual({ from: '2026-06-11T22:00:00Z', to: '2026-06-12T22:00:00Z' });
      const res = await exportPdf(demo, day.from, day.to, 'nl-NL');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(res.body as Uint8Array)
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(fileName(res)).toBe('trip-history-2026-06-12-2026-06-12.pdf');
      const text = pdfText(res.body);
      expect(text).toContain('Stadhuisplein 21, Almere'); // 12 June 00:00, at `from`
      expect(text).toContain('Silodam 1A, Amsterdam'); // 12 June 23:59
      expect(text).not.toContain('Oostvaardersdiep'); // 13 June 00:00, exactly at `to`
      expect(text).toContain('12-06-2026 00:00');
      expect(text).toContain('12-06-2026 23:59');
      expect(text).toMatch(/Periode: 12-06-2026 . 12-06-2026/);

      const week = rangeToUtcBounds({ from: '2026-06-08', to: '2026-06-14' });
      const weekRes = await exportPdf(demo, week.from, week.to, 'nl-NL');
      expect(fileName(weekRes)).toBe('trip-history-2026-06-08-2026-06-14.pdf');
      expect(pdfText(weekRes.body)).toContain('Oostvaardersdiep 1, Almere');
      // Winter time: the bounds are 23:00 UTC.
      const winter = rangeToUtcBounds({ from: '2026-11-16', to: '2026-11-22' });
      expect(winter.from).toBe('2026-11-15T23:00:00Z');
      const winterRes = await exportPdf(demo, winter.from, winter.to, 'nl-NL');
      expect(fileName(winterRes)).toBe('trip-history-2026-11-16-2026-11-22.pdf');
      expect(pdfText(winterRes.body)).toContain('Geen ritten in deze periode.');
      // An empty range is one day in the name; `to` before `from` is refused.
      expect(fileName(await exportPdf(demo, day.from, day.from))).toBe(
        'trip-history-2026-06-12-2026-06-12.pdf',
      );
      expectError(await exportPdf(demo, day.to, day.from), 400, 'InvalidRange');
    });

    it('writes the PDF in the language of Accept-Language, else in the profile language', async () => {
      const { from, to } = rangeToUtcBounds({ from: '2026-05-01', to: '2026-06-30' });
      const en = pdfText((await exportPdf(riet, from, to, 'en-US')).body);
      for (const s of ['Trip history', 'Completed', 'Canceled', 'Confirmed']) expect(en).toContain(s);
      expect(en).toMatch(/Period: 05\/01\/2026 . 06\/30\/2026/);
      expect(en).toContain('Pending Payment');
      expect(en).not.toContain('Rittenoverzicht');
      expect(en).toContain('Rietmeent 73, Almere');

      const nl = pdfText((await exportPdf(riet, from, to, 'nl-NL')).body);
      for (const s of ['Rittenoverzicht', 'Uitgevoerd', 'Geannuleerd', 'Bevestigd']) expect(nl).toContain(s);
      expect(nl).toMatch(/Periode: 01-05-2026 . 30-06-2026/);
      expect(nl).toContain('Wacht op betaling');
      expect(nl).not.toContain('Trip history');

      // No (or no supported) Accept-Language: the traveller's own language.
      for (const header of ['', 'de-DE'])
        expect(pdfText((await exportPdf(riet, from, to, header)).body)).toContain('Rittenoverzicht');
      h.ref.db.prepare("UPDATE users SET language = 'en-US' WHERE email = ?").run(HISTORY_TRAVELLER_EMAIL);
      for (const header of ['', 'de-DE'])
        expect(pdfText((await exportPdf(riet, from, to, header)).body)).toContain('Trip history');
      expect(pdfText((await exportPdf(riet, from, to, 'nl-NL')).body)).toContain('Rittenoverzicht');
    });
  });
});
