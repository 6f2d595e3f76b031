import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rangeToUtcBounds } from '../../machines/lib/time';
import { HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD } from '../../server/seed';
import { createHarness, type Harness } from './harness';

/* The trip-history export (Ticketing GET /trips/export, product §7) is a tagged PDF. The bytes come
 * from the real route of the in-process reference server; the PDF is read with a minimal object parser (pdfkit
 * writes plain indirect objects and Flate-compressed content streams), no PDF library. */

/** One parsed PDF: indirect objects by number (dictionary text) and the inflated content streams by number. */
interface ParsedPdf {
  objects: Map<number, string>;
  streams: Map<number, string>;
}

function parsePdf(bytes: Uint8Array): ParsedPdf {
  const source = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, string>();
  const streams = new Map<number, string>();
  for (const m of source.matchAll(/(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g)) {
    const num = Number(m[1]);
    const body = m[2] ?? '';
    const stream = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    objects.set(num, stream ? body.slice(0, stream.index) : body);
    if (stream && /\/FlateDecode/.test(body)) {
      streams.set(num, inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1'));
    }
  }
  return { objects, streams };
}

/** The object number a `/Key N 0 R` entry of `dict` points to. */
function refOf(dict: string, key: string): number {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  if (!m) throw new Error(`no /${key} reference in ${dict}`);
  return Number(m[1]);
}

function catalogOf(pdf: ParsedPdf): string {
  const catalog = [...pdf.objects.values()].find((o) => /\/Type \/Catalog/.test(o));
  if (!catalog) throw new Error('no catalog');
  return catalog;
}

/** A structure element: its type (`/S`), its marked-content ids and its child elements, in /K order. */
interface StructNode {
  type: string;
  scope: string | undefined;
  mcids: number[];
  children: StructNode[];
}

function structNode(pdf: ParsedPdf, num: number): StructNode {
  const dict = pdf.objects.get(num) ?? '';
  const kids = /\/K \[([^\]]*)\]/.exec(dict)?.[1] ?? '';
  const refs = [...kids.matchAll(/(\d+) 0 R/g)].map((r) => Number(r[1]));
  const mcids = refs.length > 0 ? [] : [...kids.matchAll(/\d+/g)].map((n) => Number(n[0]));
  return {
    type: /\/S \/(\w+)/.exec(dict)?.[1] ?? '',
    scope: /\/Scope \/(\w+)/.exec(dict)?.[1],
    mcids,
    children: refs.map((r) => structNode(pdf, r)),
  };
}

/** The top-level structure elements under /StructTreeRoot. */
function structTree(pdf: ParsedPdf): StructNode[] {
  const root = pdf.objects.get(refOf(catalogOf(pdf), 'StructTreeRoot')) ?? '';
  expect(root).toContain('/Type /StructTreeRoot');
  const kids = /\/K \[([^\]]*)\]/.exec(root)?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((r) => structNode(pdf, Number(r[1])));
}

/** Marked-content ids in depth-first structure order: the logical reading order. */
function structOrder(nodes: StructNode[]): number[] {
  return nodes.flatMap((n) => [...n.mcids, ...structOrder(n.children)]);
}

/** One marked-content sequence of a page's content stream: its tag, MCID (none for artifacts) and shown text. */
interface MarkedContent {
  tag: string;
  mcid: number | undefined;
  text: string;
  body: string;
}

/** Splits a content stream into its top-level marked-content sequences; `outside` is what lies between them. */
function markedContent(content: string): { sequences: MarkedContent[]; outside: string } {
  const sequences: MarkedContent[] = [];
  const outside = content.replace(
    /\/(\w+) <<([\s\S]*?)>> BDC\n((?:[\s\S]*?\n)??)EMC/g,
    (_m, tag: string, props: string, body: string) => {
      const mcid = /\/MCID (\d+)/.exec(props)?.[1];
      const text = [...body.matchAll(/\[(.*?)\]\s*TJ/g)]
        .map((tj) =>
          Buffer.from(
            [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join(''),
            'hex',
          ).toString('latin1'),
        )
        .join(' ');
      sequences.push({ tag, mcid: mcid === undefined ? undefined : Number(mcid), text, body });
      return '';
    },
  );
  return { sequences, outside };
}

/** The single page's content stream (the test periods fit on one A4 page). */
function pageContent(pdf: ParsedPdf): string {
  const page = [...pdf.objects.values()].find((o) => /\/Type \/Page\b/.test(o));
  if (!page) throw new Error('no page');
  expect(page).toContain('/StructParents 0');
  return pdf.streams.get(refOf(page, 'Contents')) ?? '';
}

describe('GET /trips/export is a tagged PDF', () => {
  const NOW = '2026-06-10T08:00:00Z';
  let h: Harness;
  let token: string;
  const exportPdf = async (range: { from: string; to: string }, language: string) => {
    const { from, to } = rangeToUtcBounds(range);
    const res = await h.call('GET', `/ticketing/trips/export?from=${from}&to=${to}`, {
      token,
      headers: { 'Accept-Language': language },
    });
    expect(res.status).toBe(200);
    return parsePdf(res.body as Uint8Array);
  };
  const tripCount = async (range: { from: string; to: string }) => {
    const res = await h.call(
      'GET',
      `/ticketing/trips/history?from=${range.from}&to=${range.to}&pageSize=50`,
      { token },
    );
    return res.body.totalCount as number;
  };
  const MAY_JUNE = { from: '2026-05-01', to: '2026-06-30' };

  beforeAll(async () => {
    const at = new Date(NOW);
    h = createHarness({ clock: { now: () => at } });
    token = (await h.login(HISTORY_TRAVELLER_EMAIL, HISTORY_TRAVELLER_PASSWORD)).accessToken;
  });

  it('declares itself tagged, in the caller’s language, with its title shown', async () => {
    for (const [language, title] of [
      ['nl-NL', 'Rittenoverzicht'],
      ['en-US', 'Trip history'],
    ] as const) {
      const pdf = await exportPdf(MAY_JUNE, language);
      const catalog = catalogOf(pdf);
      expect(pdf.objects.get(refOf(catalog, 'MarkInfo'))).toMatch(/\/Marked true/);
      expect(catalog).toContain(`/Lang (${language})`);
      expect(pdf.objects.get(refOf(catalog, 'ViewerPreferences'))).toMatch(/\/DisplayDocTitle true/);
      const info = [...pdf.objects.values()].find((o) => /\/Producer/.test(o)) ?? '';
      expect(pdf.objects.get(refOf(info, 'Title'))).toBe(`(${title})`);
    }
  });

  it('structures the history as Document → H1, P, Table of TR with TH/TD, one row per trip', async () => {
    const trips = await tripCount(MAY_JUNE);
    expect(trips).toBeGreaterThan(2);
    const pdf = await exportPdf(MAY_JUNE, 'nl-NL');
    const [document, ...rest] = structTree(pdf);
    expect(rest).toEqual([]);
    expect(document?.type).toBe('Document');
    expect(document?.children.map((c) => c.type)).toEqual(['H1', 'P', 'Table']);
    const table = document?.children[2];
    const rows = table?.children ?? [];
    expect(rows.every((r) => r.type === 'TR')).toBe(true);
    // Header row + one row per trip + the total row.
    expect(rows).toHaveLength(trips + 2);
    const cells = (row: StructNode | undefined) => row?.children.map((c) => `${c.type}:${c.scope ?? ''}`);
    expect(cells(rows[0])).toEqual(Array(5).fill('TH:Column'));
    for (const row of rows.slice(1, -1)) expect(cells(row)).toEqual(Array(5).fill('TD:'));
    expect(cells(rows.at(-1))).toEqual(['TD:', 'TD:', 'TD:', 'TH:Row', 'TD:']);

    // The text each element marks: heading, header cells, the total label.
    const { sequences } = markedContent(pageContent(pdf));
    const textOf = (node: StructNode | undefined) =>
      (node?.mcids ?? []).map((id) => sequences.find((s) => s.mcid === id)?.text).join('');
    expect(textOf(document?.children[0])).toBe('Rittenoverzicht');
    expect(textOf(document?.children[1])).toMatch(/^Periode: 01-05-2026 . 30-06-2026$/);
    expect(rows[0]?.children.map(textOf)).toEqual(['Datum', 'Van', 'Naar', 'Status', 'Ritprijs']);
    expect(textOf(rows.at(-1)?.children[3])).toBe('Totaal');
    expect(textOf(rows[1]?.children[0])).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
  });

  it('draws content in structure order, all text tagged and decoration marked as an artifact', async () => {
    const pdf = await exportPdf(MAY_JUNE, 'en-US');
    const { sequences, outside } = markedContent(pageContent(pdf));
    const tagged = sequences.filter((s) => s.mcid !== undefined);
    // Reading order = structure order: the content stream's MCIDs are exactly the depth-first structure order.
    expect(tagged.map((s) => s.mcid)).toEqual(structOrder(structTree(pdf)));
    // Each sequence's tag is its structure element's type.
    const typeByMcid = new Map<number, string>();
    const collect = (nodes: StructNode[]): void =>
      nodes.forEach((n) => {
        n.mcids.forEach((id) => typeByMcid.set(id, n.type));
        collect(n.children);
      });
    collect(structTree(pdf));
    for (const s of tagged) expect(s.tag).toBe(typeByMcid.get(s.mcid ?? -1));
    // No text outside marked content; the header rule (a stroked path) is an Artifact.
    expect(outside).not.toMatch(/\bBT\b/);
    expect(outside).not.toMatch(/\bS\n/);
    const artifacts = sequences.filter((s) => s.tag === 'Artifact');
    expect(artifacts).toHaveLength(1);
    expect(artifacts[0]?.body).toMatch(/ l\n[\s\S]*\nS\n$/);
    expect(artifacts[0]?.text).toBe('');
  });

  it('tags an empty period as a heading and two paragraphs, without a table', async () => {
    const empty = { from: '2026-11-16', to: '2026-11-22' };
    expect(await tripCount(empty)).toBe(0);
    const pdf = await exportPdf(empty, 'nl-NL');
    const [document] = structTree(pdf);
    expect(document?.children.map((c) => c.type)).toEqual(['H1', 'P', 'P']);
    const { sequences } = markedContent(pageContent(pdf));
    expect(sequences.map((s) => s.text)).toEqual([
      'Rittenoverzicht',
      expect.stringMatching(/^Periode: 16-11-2026 . 22-11-2026$/),
      'Geen ritten in deze periode.',
    ]);
  });
});
