import { base64Utf8 } from '../../../src/app/actors';
import type { Sut } from './harness';

/** Calls the in-process Ticketing API as a traveller (what another tab or the API itself would do). */
export interface TravellerApi {
  /** `method path` under /ticketing; throws unless 2xx; answers the JSON body's `data`. */
  call<T = unknown>(method: string, path: string): Promise<T>;
}

/** Logs `traveller` in on the in-process server (a session of its own) and answers its {@link TravellerApi}. */
export async function travellerApi(
  sut: Sut,
  traveller: { email: string; password: string },
  passNumber: string,
): Promise<TravellerApi> {
  const login = await sut.server.app.fetch(
    new Request('http://localhost/api/auth/auth/login', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${base64Utf8(`${traveller.email}:${traveller.password}`)}`,
        'X-Platform-Type': 'Web',
        'X-Region-Id': '20',
        'Accept-Language': 'nl-NL',
      },
    }),
  );
  const body = (await login.json()) as { Data: { user: { sessionTokens: { accessToken: string } } } };
  const token = body.Data.user.sessionTokens.accessToken;
  return {
    async call<T>(method: string, path: string): Promise<T> {
      const response = await sut.server.app.fetch(
        new Request(`http://localhost/ticketing${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${token}`,
            'Api-Version': '2',
            'X-Platform-Type': 'Web',
            'X-Region-Id': '20',
            'X-Pass-Number': passNumber,
            'Accept-Language': 'nl-NL',
          },
        }),
      );
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (JSON.parse(text) as { data: T }).data;
    },
  };
}

/** A share link of `externalTripId` made through the API: its token. */
export async function shareTrip(api: TravellerApi, externalTripId: string): Promise<string> {
  return (await api.call<{ token: string }>('POST', `/trip-shares/${externalTripId}`)).token;
}
