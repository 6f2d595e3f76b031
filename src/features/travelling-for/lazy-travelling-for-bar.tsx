import { selectShowsTravellingFor } from '../../../machines/lib/travelling-for-selectors';
import { lazyUntilOpen } from '../../components/lazy/lazy-until-open';
import { withImportRetry } from '../../lib/retry-import';
import { useTravellingForSelector } from '../../logic/travelling-for';

/** The bar's module (./travelling-for-bar.tsx), retried like a route's chunk. */
const loadBar = withImportRetry(() => import('./travelling-for-bar'), 'TravellingForBar');

/** {@link TravellingForBar} whose code loads the first time it is asked to show ({@link lazyUntilOpen}). */
const TravellingForBar = lazyUntilOpen<{ open?: boolean }>(() => loadBar().then((m) => m.TravellingForBar));

/**
 * The travelling-for bar (./travelling-for-bar.tsx, product §10.12 Carers) at the top of every signed-in page, loaded
 * the first time the tab has something of it to show (`selectShowsTravellingFor`: a carer's travellers, a traveller
 * chosen, the "no longer shares" message) and kept from then on. Nothing for a traveller who is no carer, whose
 * pages then carry neither the bar nor the chart (performance budget, docs/performance.md).
 */
export function LazyTravellingForBar() {
  return <TravellingForBar open={useTravellingForSelector(selectShowsTravellingFor)} />;
}
