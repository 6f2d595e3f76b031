/**
 * The region for signed-out visitors: machines/public-region.machine.ts provided with
 * GET /regions/public (product §7.1 "when not logged in") as ONE long-lived actor per runtime, built by the runtime's
 * LogicRegistry on first use ({@link createPublicRegionActor}). Its settings decide whether the welcome page and
 * quick booking exist (`isBookingWithoutAccountEnabled`, product §1/§2); quick booking needs its payment options and
 * attribute definitions. A failure is silent (product §8 "Silent errors: region").
 */
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  publicRegionMachine,
  selectIsGuestBookingEnabled,
  selectRegion,
  selectStatus,
  type PublicRegionStatus,
} from '../../machines/public-region.machine';
import type { Region } from '../../machines/types';
import { unwrap } from '../api/errors';
import { useLogic } from './use-logic';
import type { LogicRuntime } from './runtime';

/** The runtime's public-region actor: the machine over the Ticketing client, started (idle until a page loads it). */
export function createPublicRegionActor(runtime: LogicRuntime): Actor<typeof publicRegionMachine> {
  const logic = publicRegionMachine.provide({
    actors: {
      loadPublicRegion: fromPromise<Region>(async ({ signal }) => {
        const body = await unwrap(runtime.clients.ticketing.GET('/regions/public', { signal }));
        return body.data;
      }),
    },
    actions: {
      logError: (_, params: { error: unknown }) => console.warn('[public region] failed', params.error),
    },
  });
  return createActor(logic, runtime.inspect ? { inspect: runtime.inspect } : {}).start();
}

let visits = 0;
/** A new page-visit id (unique within the app's lifetime). */
const nextVisit = (): string => `visit-${++visits}`;

/** What a page needs of the public region (see {@link usePublicRegion}). */
export interface PublicRegionView {
  /** The last loaded region, or null. */
  region: Region | null;
  status: PublicRegionStatus;
  /** product §1/§2: the welcome page and quick booking exist (false while loading and after a failure). */
  guestBookingEnabled: boolean;
}

/**
 * The public region for a page: asks the runtime's actor to (re)load it on mount (a flag switched off on the server
 * takes effect on the next visit) and shows the last loaded region meanwhile (`status` 'ready'), so moving between
 * / and /quick-book shows it at once. Without any region yet: 'loading', then 'ready' or 'failed' (= off). Each
 * mount is a visit of its own, so a failure is not carried into the next visit.
 */
export function usePublicRegion(): PublicRegionView {
  const actor = useLogic(createPublicRegionActor);
  const [visit] = useState(nextVisit);
  useEffect(() => {
    actor.send({ type: 'region.load', visit });
  }, [actor, visit]);
  const region = useSelector(actor, selectRegion);
  const status = useSelector(actor, (s) => selectStatus(s, visit));
  const guestBookingEnabled = useSelector(actor, selectIsGuestBookingEnabled);
  return { region, status, guestBookingEnabled };
}
