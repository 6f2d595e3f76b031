import { base64Utf8 } from '../../../src/app/auth-actors';
import type { Sut } from './harness';

/*
 * Carer links for model tests (product §10.12), made through the reference server's API in-process as the people
 * would: the traveller invites (the mail lands in the dev outbox), the carer accepts with the mail's token.
 */

const HEADERS = { 'X-Platform-Type': 'Web', 'X-Region-Id': '20', 'Accept-Language': 'nl-NL' };

/** Calls the reference server in-process (`token`: bearer, or none); throws unless 2xx; answers the JSON. */
async function serverJson(
  sut: Sut,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<unknown> {
  const response = await sut.server.app.fetch(
    new Request(`http://localhost${path}`, {
      method,
      headers: {
        ...HEADERS,
        ...(path.startsWith('/ticketing') ? { 'Api-Version': '2' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Logs `who` in on the server (HTTP Basic); answers the access token. */
async function accessTokenOf(sut: Sut, who: { email: string; password: string }): Promise<string> {
  const response = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: { ...HEADERS, Authorization: `Basic ${base64Utf8(`${who.email}:${who.password}`)}` },
    }),
  );
  const body = (await response.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } };
  return body.Data.user.sessionTokens.accessToken;
}

/** `traveller` invites `carer` (signed in with `carerToken`) as `role`, and the carer accepts. */
export async function linkCarer(
  sut: Sut,
  traveller: { email: string; password: string },
  carer: { email: string; token: string },
  role: 'observer' | 'manager',
): Promise<void> {
  const travellerToken = await accessTokenOf(sut, traveller);
  await serverJson(sut, 'POST', '/ticketing/carers', travellerToken, { email: carer.email, role });
  const mails = (await serverJson(sut, 'GET', `/dev/outbox?to=${encodeURIComponent(carer.email)}`)) as {
    kind: string;
    link?: string;
  }[];
  const link = mails.find((m) => m.kind === 'carerInvitation')?.link ?? '';
  const token = /\/carer\/accept\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  if (!token) throw new Error(`no carer invitation for ${carer.email}`);
  await serverJson(sut, 'POST', `/ticketing/carer-invitations/${token}/accept`, carer.token);
}

/** `traveller` removes every carer of theirs, as "Verwijderen" in their profile does. */
export async function removeCarers(sut: Sut, traveller: { email: string; password: string }): Promise<void> {
  const token = await accessTokenOf(sut, traveller);
  const carers = (await serverJson(sut, 'GET', '/ticketing/carers', token)) as { data: { id: number }[] };
  for (const carer of carers.data) await serverJson(sut, 'DELETE', `/ticketing/carers/${carer.id}`, token);
}
