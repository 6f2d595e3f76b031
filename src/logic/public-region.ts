import { useEffect, useState } from 'react';
import type { Region } from '../../machines/types';
import { isAbortError, unwrap } from '../api/errors';
import { useLogicRuntime } from './use-logic';
import type { LogicRuntime } from './runtime';

/** Where the signed-out region load stands: loading (nothing known yet), ready, or failed (treated as "off"). */
export type PublicRegionStatus = 'loading' | 'ready' | 'failed';

/** The last region each runtime loaded, so moving between / and /quick-book shows it at once. */
const lastLoaded = new WeakMap<LogicRuntime, Region>();

/**
 * The region for signed-out visitors (SPEC §7 GET /regions/public "when not logged in"): its settings decide
 * whether the welcome page and quick booking exist (`isBookingWithoutAccountEnabled`, SPEC §1/§2), and quick
 * booking needs its payment options and attribute definitions. Loaded on every mount (a flag switched off on the
 * server takes effect on the next visit), showing the last loaded region meanwhile. A failure is silent (SPEC §8
 * "Silent errors: region") and counts as the feature being off.
 */
export function usePublicRegion(): { region: Region | null; status: PublicRegionStatus } {
  const runtime = useLogicRuntime();
  const [state, setState] = useState<{ region: Region | null; status: PublicRegionStatus }>(() => {
    const cached = lastLoaded.get(runtime);
    return cached ? { region: cached, status: 'ready' } : { region: null, status: 'loading' };
  });
  useEffect(() => {
    const controller = new AbortController();
    unwrap(runtime.clients.ticketing.GET('/regions/public', { signal: controller.signal })).then(
      (body) => {
        lastLoaded.set(runtime, body.data);
        if (!controller.signal.aborted) setState({ region: body.data, status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        console.warn('[public region] failed', error);
        setState((previous) => (previous.region ? previous : { region: null, status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [runtime]);
  return state;
}

/** SPEC §1/§2: the welcome page and quick booking exist only when the region enables booking without account. */
export function isGuestBookingEnabled(region: Region | null): boolean {
  return region?.settings.isBookingWithoutAccountEnabled === true;
}
