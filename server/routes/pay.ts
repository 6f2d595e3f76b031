import { Hono } from 'hono';
import type { AppEnv, Services } from '../lib/context';
import { languageOf, locationLabel, paymentPath, tripStatusAt, type Language } from '../lib/store';
import { formatAmsterdam } from '../lib/time';
import { confirmPayment, tripByPaymentToken } from '../sim/payments';

const TEXT = {
  'nl-NL': {
    title: 'Betalen',
    trip: 'Rit',
    from: 'Van',
    to: 'Naar',
    departure: 'Vertrek',
    amount: 'Bedrag',
    pay: 'Betalen',
    cancel: 'Annuleren',
    notFound: 'Deze betaling bestaat niet.',
    paid: 'Betaling gelukt. Uw rit is bevestigd.',
    cancelled: 'Betaling geannuleerd. De rit wacht nog op betaling; u kunt later opnieuw betalen.',
    notPayable: 'Deze rit kan niet (meer) betaald worden.',
    close: 'U kunt dit tabblad sluiten.',
    simulated: 'Gesimuleerde betaalpagina van de referentieserver.',
  },
  'en-US': {
    title: 'Payment',
    trip: 'Trip',
    from: 'From',
    to: 'To',
    departure: 'Departure',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    notFound: 'This payment does not exist.',
    paid: 'Payment successful. Your trip is confirmed.',
    cancelled: 'Payment cancelled. The trip is still awaiting payment; you can pay later.',
    notPayable: 'This trip can no longer be paid.',
    close: 'You can close this tab.',
    simulated: 'Simulated payment page of the reference server.',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function page(lang: Language, title: string, content: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${lang.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:inline-block;margin-right:.75rem}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #0b4f9c;cursor:pointer}
.pay{background:#0b4f9c;color:#fff}.cancel{background:#fff;color:#0b4f9c}
.note{color:#555;font-size:.85rem;margin-top:2rem}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
    },
  });
}

/**
 * Simulated payment provider pages (not part of the API specs), addressed by the trip's unguessable payment
 * token (the trip's `paymentUrl` is `/pay/<token>`): `GET /pay/:token` shows the trip and amount with "Pay" and
 * "Cancel" buttons (plain forms, no script); `POST /pay/:token/confirm` marks a pendingPayment trip
 * paymentConfirmed; `POST /pay/:token/cancel` leaves it pendingPayment (product §4: the trip keeps its payment link
 * and can be paid later). Both show a result page (409 when the trip is no longer awaiting payment, e.g. paid in
 * another tab); an unknown token (e.g. a trip id) is 404. No script at all: plain HTML forms under a strict CSP.
 */
export function payRoutes(s: Services): Hono<AppEnv> {
  const pay = new Hono<AppEnv>();
  const find = (token: string) => tripByPaymentToken(s.db, token);

  pay.get('/:token', (c) => {
    const lang = languageOf(c.req.header('accept-language'));
    const t = TEXT[lang];
    const row = find(c.req.param('token'));
    if (!row) return page(lang, t.title, `<p>${t.notFound}</p>`, 404);
    if (tripStatusAt(row, s.now()) !== 'pendingPayment') return page(lang, t.title, `<p>${t.notPayable}</p>`);
    const from = JSON.parse(row.location_from_json) as Parameters<typeof locationLabel>[0];
    const to = JSON.parse(row.location_to_json) as Parameters<typeof locationLabel>[0];
    const amount = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(
      row.fare_cents / 100,
    );
    const action = paymentPath(c.req.param('token'));
    return page(
      lang,
      t.title,
      `<dl>
<dt>${t.trip}</dt><dd>${escapeHtml(row.external_trip_id)}</dd>
<dt>${t.from}</dt><dd>${escapeHtml(locationLabel(from))}</dd>
<dt>${t.to}</dt><dd>${escapeHtml(locationLabel(to))}</dd>
<dt>${t.departure}</dt><dd>${escapeHtml(formatAmsterdam(new Date(row.departure_at)))}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${action}/confirm"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">${t.cancel}</button></form>
<p class="note">${t.simulated}</p>`,
    );
  });

  pay.post('/:token/confirm', (c) => {
    const lang = languageOf(c.req.header('accept-language'));
    const t = TEXT[lang];
    const outcome = confirmPayment(s.db, c.req.param('token'), s.now());
    if (outcome === 'notFound') return page(lang, t.title, `<p>${t.notFound}</p>`, 404);
    return page(
      lang,
      t.title,
      `<p role="status">${outcome === 'paid' ? t.paid : t.notPayable}</p><p>${t.close}</p>`,
      outcome === 'paid' ? 200 : 409,
    );
  });

  pay.post('/:token/cancel', (c) => {
    const lang = languageOf(c.req.header('accept-language'));
    const t = TEXT[lang];
    const row = find(c.req.param('token'));
    if (!row) return page(lang, t.title, `<p>${t.notFound}</p>`, 404);
    // Cancelling changes nothing; only a trip still awaiting payment can truthfully say it still awaits it.
    if (tripStatusAt(row, s.now()) !== 'pendingPayment')
      return page(lang, t.title, `<p role="status">${t.notPayable}</p><p>${t.close}</p>`, 409);
    return page(lang, t.title, `<p role="status">${t.cancelled}</p><p>${t.close}</p>`);
  });

  return pay;
}
