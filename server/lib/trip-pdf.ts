import PDFDocument from 'pdfkit';
import type { TripStatus } from '../sim/trip-status';
import type { Language, WireTrip } from './store';
import { amsterdamDate, formatAmsterdam } from './time';

const LABELS = {
  'nl-NL': {
    title: 'Rittenoverzicht',
    period: 'Periode',
    date: 'Datum',
    from: 'Van',
    to: 'Naar',
    status: 'Status',
    fare: 'Ritprijs',
    none: 'Geen ritten in deze periode.',
    total: 'Totaal',
  },
  'en-US': {
    title: 'Trip history',
    period: 'Period',
    date: 'Date',
    from: 'From',
    to: 'To',
    status: 'Status',
    fare: 'Fare',
    none: 'No trips in this period.',
    total: 'Total',
  },
} as const;

/** Status chip texts (as in the app's trip cards, product §4): the 11 status values shown as 5 chips. */
const STATUS_LABELS: Record<
  Language,
  Record<'confirmed' | 'completed' | 'pendingPayment' | 'canceled' | 'unknown', string>
> = {
  'nl-NL': {
    confirmed: 'Bevestigd',
    completed: 'Uitgevoerd',
    pendingPayment: 'Wacht op betaling',
    canceled: 'Geannuleerd',
    unknown: 'Onbekend',
  },
  'en-US': {
    confirmed: 'Confirmed',
    completed: 'Completed',
    pendingPayment: 'Pending Payment',
    canceled: 'Canceled',
    unknown: 'Unknown',
  },
};

/** The shown status of a trip in `language` (paymentConfirmed counts as Confirmed, every cancel as Canceled). */
function statusLabel(status: TripStatus, language: Language): string {
  const labels = STATUS_LABELS[language];
  switch (status) {
    case 'confirmed':
    case 'paymentConfirmed':
      return labels.confirmed;
    case 'completed':
      return labels.completed;
    case 'pendingPayment':
    case 'creditCardFailed':
      return labels.pendingPayment;
    case 'cancelled':
    case 'customerCancelled':
    case 'cancelledBySystem':
    case 'refunded':
    case 'failedToRefund':
      return labels.canceled;
    case 'unknown':
      return labels.unknown;
  }
}

/** The Europe/Amsterdam days an export covers (`YYYY-MM-DD`, both inclusive). */
export interface ExportDays {
  firstDay: string;
  lastDay: string;
}

/**
 * The Europe/Amsterdam days of an export range [from, to) (epoch ms; `to` exclusive, as the app sends the start of
 * the day after the range): the day of `from` and the day of the last instant before `to` (never before the first
 * day, also for an empty range).
 */
export function exportDays(from: number, to: number): ExportDays {
  const firstDay = amsterdamDate(new Date(from));
  const lastDay = to > from ? amsterdamDate(new Date(to - 1)) : firstDay;
  return { firstDay, lastDay: lastDay < firstDay ? firstDay : lastDay };
}

/** `trip-history-<first day>-<last day>.pdf` (Europe/Amsterdam days, both inclusive). */
export function exportFileName(days: ExportDays): string {
  return `trip-history-${days.firstDay}-${days.lastDay}.pdf`;
}

/** A calendar day `YYYY-MM-DD` in the language's numeric style (Intl): `16-11-2026` (nl-NL) / `11/16/2026` (en-US). */
function day(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Date and 24-hour time in Europe/Amsterdam: `16-11-2026 09:15` (nl-NL) / `11/16/2026 09:15` (en-US). */
function dateTime(instant: Date, language: Language): string {
  const time = formatAmsterdam(instant).slice(11);
  return `${day(amsterdamDate(instant), language)} ${time}`;
}

/** Euro cents as `€ 12,50` (nl-NL) or `€12.50` (en-US). */
function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Trips drawn between two yields to the event loop (each takes about 2 ms; see {@link renderTripHistoryPdf}). */
const ROWS_PER_TURN = 10;

/** Resolves on the event loop's next turn, after the I/O waiting (other requests are answered in between). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders a trip history PDF (Ticketing GET /trips/export, product §7): in `language`, the title, the period (first
 * and last day, Europe/Amsterdam), and one row per trip with date/time (Europe/Amsterdam), from, to, status (the
 * app's chip text) and fare, plus the total fare.
 *
 * The file is a tagged PDF (PDF/UA-style): `/MarkInfo << /Marked true >>`, the document language
 * (`/Lang`), the title shown in the viewer's title bar (`/DisplayDocTitle true`), and a structure tree
 * Document → H1 (title), P (period), Table → TR → TH/TD (header row, one row per trip, total row; the header
 * cells have Column scope, "Total" Row scope), or P for "no trips". Content is drawn in structure order, so the
 * reading order is the structure order; the decorative rule under the header row is an Artifact.
 * Rendering yields to the event loop every {@link ROWS_PER_TURN} trips, so a long export never holds up other
 * requests for more than about 20 ms at a time (the route also limits an export to 366 days and 500 trips).
 * @param days the days the export covers (see {@link exportDays}). @returns the PDF bytes.
 */
export async function renderTripHistoryPdf(
  trips: WireTrip[],
  days: ExportDays,
  language: Language,
): Promise<Buffer> {
  const l = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    pdfVersion: '1.7',
    tagged: true,
    lang: language,
    displayTitle: true,
    info: { Title: l.title, Author: 'RegioTaxi reference server' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const document = doc.struct('Document');
  doc.addStructure(document);
  document.add(doc.struct('H1', {}, () => doc.font('Helvetica-Bold').fontSize(18).text(l.title)));
  document.add(
    doc.struct('P', {}, () =>
      doc
        .moveDown(0.3)
        .font('Helvetica')
        .fontSize(10)
        .text(`${l.period}: ${day(days.firstDay, language)} – ${day(days.lastDay, language)}`),
    ),
  );
  doc.moveDown();

  const columns = [
    { label: l.date, x: 40, width: 85 },
    { label: l.from, x: 128, width: 140 },
    { label: l.to, x: 271, width: 140 },
    { label: l.status, x: 414, width: 88 },
    { label: l.fare, x: 505, width: 50 },
  ];
  /** One table row: each cell is a TH (with its scope) or TD structure element around its text. */
  const row = (
    table: ReturnType<typeof doc.struct>,
    cells: ReadonlyArray<{ text: string; header?: 'Column' | 'Row' }>,
    bold = false,
  ) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    let bottom = y;
    const tr = doc.struct('TR');
    table.add(tr);
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (!col) return;
      const draw = () => {
        doc.text(cell.text, col.x, y, { width: col.width });
        bottom = Math.max(bottom, doc.y);
      };
      // `scope` (→ /A << /O /Table /Scope … >>) is supported by pdfkit but missing from its type definitions.
      const headerOptions = { scope: cell.header } as PDFKit.Mixins.StructureElementOptions;
      tr.add(cell.header ? doc.struct('TH', headerOptions, draw) : doc.struct('TD', {}, draw));
    });
    tr.end();
    doc.y = bottom + 4;
    doc.x = 40;
    if (doc.y > doc.page.height - 60) doc.addPage();
  };

  if (trips.length === 0) {
    document.add(
      doc.struct('P', {}, () =>
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(l.none, 40, doc.y + 6),
      ),
    );
  } else {
    const table = doc.struct('Table');
    document.add(table);
    row(
      table,
      columns.map((c) => ({ text: c.label, header: 'Column' as const })),
      true,
    );
    // Decorative rule under the header row: an Artifact, so assistive technology skips it.
    doc.markContent('Artifact', { type: 'Layout' });
    doc
      .moveTo(40, doc.y - 2)
      .lineTo(555, doc.y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.endMarkedContent();
    for (const [i, trip] of trips.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      row(table, [
        { text: dateTime(new Date(trip.departureDateTime), language) },
        { text: trip.departure },
        { text: trip.arrival },
        { text: statusLabel(trip.status, language) },
        { text: money(trip.fare.cents, language) },
      ]);
    }
    const total = trips.reduce((sum, t) => sum + t.fare.cents, 0);
    doc.moveDown(0.5);
    row(
      table,
      [
        { text: '' },
        { text: '' },
        { text: '' },
        { text: l.total, header: 'Row' },
        { text: money(total, language) },
      ],
      true,
    );
    table.end();
  }
  document.end();
  doc.end();
  return done;
}
