import { waitFor, type Actor } from 'xstate';
import type { SessionPort } from '../api/middleware';
import {
  selectAccessToken,
  selectActingForUsername,
  selectPassNumber,
  selectTravellingFor,
  type authMachine,
} from '../../machines/auth.machine';

/**
 * The API middleware's view of the auth actor (product §4.10 "On a 401 the token is refreshed once (concurrent
 * requests queue); failure logs out"): `renew` sends `token.rejected` with the token the failed request carried
 * and waits until the actor leaves `signedIn.refreshing`; the machine guarantees one refresh however many
 * requests were rejected. Resolves to the new token, or null when the session is signed out.
 * `actingFor` is the tab's travelling-for choice (product §10.12); `actingForRefused` tells the tab's
 * `travellingFor` chart that the traveller no longer shares trips.
 */
export function createSessionPort(
  getAuth: () => Actor<typeof authMachine> | null,
  locale: () => string,
): SessionPort {
  return {
    accessToken: () => {
      const auth = getAuth();
      return auth ? selectAccessToken(auth.getSnapshot()) : null;
    },
    passNumber: () => {
      const auth = getAuth();
      return auth ? selectPassNumber(auth.getSnapshot()) : null;
    },
    actingFor: () => {
      const auth = getAuth();
      return auth ? selectActingForUsername(auth.getSnapshot()) : null;
    },
    actingForRefused: (username) => {
      const auth = getAuth();
      if (auth) selectTravellingFor(auth.getSnapshot())?.send({ type: 'travellingFor.refused', username });
    },
    locale,
    async renew(rejectedToken) {
      const auth = getAuth();
      if (!auth) return null;
      auth.send({ type: 'token.rejected', accessToken: rejectedToken });
      const settled = await waitFor(auth, (s) => !s.matches({ signedIn: 'refreshing' }));
      const token = selectAccessToken(settled);
      // A token equal to the rejected one means nothing was renewed: do not replay into the same 401.
      return token && token !== rejectedToken ? token : null;
    },
  };
}
