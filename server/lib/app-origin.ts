/*
 * The origin of every link the reference server writes into a mail (a guest's `/trip/<token>`): configured, never
 * taken from the request, whose `Host` header is the client's to choose (a phishing host in the operator's own
 * mail otherwise).
 */

/**
 * The mail links' origin from `value` (env `APP_ORIGIN`): an `http:` or `https:` origin, a trailing slash
 * allowed (`https://regiotaxi.example`). Unset outside production: `http://localhost:<PORT>` (env `PORT`, default
 * 5173; `npm start` and `npm run preview` set `APP_ORIGIN` to their own origin when it is unset).
 * @throws Error naming `APP_ORIGIN` when it is unset in production, or not an http(s) origin (with a path, query
 *   or credentials): the server refuses to start.
 */
export function appOriginFrom(value: string | undefined, production: boolean): string {
  const text = value?.trim();
  if (!text) {
    if (production)
      throw new Error(
        'APP_ORIGIN is not set: in production the links in mails need the app’s public origin, e.g. APP_ORIGIN=https://regiotaxi.example',
      );
    return `http://localhost:${Number(process.env.PORT ?? 5173)}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`APP_ORIGIN: "${text}" is not an origin such as https://regiotaxi.example`);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/'
  )
    throw new Error(`APP_ORIGIN: "${text}" is not an origin such as https://regiotaxi.example`);
  return url.origin;
}
