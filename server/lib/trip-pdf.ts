import PDFDocument from 'pdfkit';
import type { Language, WireTrip } from './store';
import { formatAmsterdam } from './time';

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

/** Euro cents as `€ 12,50` (nl-NL) or `€12.50` (en-US). */
function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/**
 * Renders a trip history PDF (Ticketing GET /trips/export): title, period, and one row per trip with date/time
 * (Europe/Amsterdam), from, to, status and fare, plus the total fare.
 * @param from,to the requested range (instants). @returns the PDF bytes.
 */
export function renderTripHistoryPdf(
  trips: WireTrip[],
  from: Date,
  to: Date,
  language: Language,
): Promise<Buffer> {
  const l = LABELS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: l.title, Author: 'RegioTaxi reference server' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(l.title);
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .text(`${l.period}: ${formatAmsterdam(from)} – ${formatAmsterdam(to)}`);
  doc.moveDown();

  const columns = [
    { label: l.date, x: 40, width: 85 },
    { label: l.from, x: 128, width: 150 },
    { label: l.to, x: 281, width: 150 },
    { label: l.status, x: 434, width: 70 },
    { label: l.fare, x: 505, width: 50 },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    let bottom = y;
    cells.forEach((cell, i) => {
      const col = columns[i];
      if (!col) return;
      doc.text(cell, col.x, y, { width: col.width });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
    doc.x = 40;
    if (doc.y > doc.page.height - 60) doc.addPage();
  };

  row(
    columns.map((c) => c.label),
    true,
  );
  if (trips.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(l.none, 40, doc.y + 6);
  }
  for (const trip of trips) {
    row([
      formatAmsterdam(new Date(trip.departureDateTime)),
      trip.departure,
      trip.arrival,
      trip.status,
      money(trip.fare.cents, language),
    ]);
  }
  if (trips.length > 0) {
    const total = trips.reduce((sum, t) => sum + t.fare.cents, 0);
    doc.moveDown(0.5);
    row(['', '', '', l.total, money(total, language)], true);
  }
  doc.end();
  return done;
}
