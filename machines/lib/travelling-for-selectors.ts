/**
 * Selectors of the travelling-for chart (machines/travelling-for.machine.ts; product §10.12 Carers): the chooser's
 * travellers, the tab's choice, the band, the observer limits and the "no longer shares" message. A module of their
 * own, beside the chart's context type, so a view that reads the choice (the trip card, the booking page, the
 * signed-in shell) does not put the chart in its page's chunks (performance budget, docs/performance.md): a visitor's
 * pages read them too. Each takes the chart's snapshot (or its stand-in's, machines/lib/session-stand-ins.ts), or
 * `undefined` for "signed out".
 */
import { canManageTrips, travellerName, type CaredTraveller } from './acting-for';

/** Context of the `travellingFor` chart (here, beside the selectors that read it). */
export interface TravellingForContext {
  /** The travellers the account acts for (GET /carer/travellers), by name; empty until loaded or for a non-carer. */
  travellers: CaredTraveller[];
  /** The traveller this tab acts for, or null: myself. */
  actingFor: CaredTraveller | null;
  /** The traveller who stopped sharing while chosen (the message shows until dismissed), else null. */
  noLongerShares: Pick<CaredTraveller, 'firstName' | 'surname'> | null;
}

/** What the selectors read of a travelling-for snapshot: its context and whether it is in `ready`. */
export interface TravellingForView {
  context: TravellingForContext;
  matches(state: 'ready'): boolean;
}

const NO_TRAVELLERS: readonly CaredTraveller[] = [];

/** The travellers of the chooser ("Myself" first, then these), empty when the chooser does not show. */
export const selectTravellers = (s: TravellingForView | undefined): readonly CaredTraveller[] =>
  s?.matches('ready') ? s.context.travellers : NO_TRAVELLERS;
/** The chooser shows: the account acts for at least one traveller, or this tab acts for someone. */
export const selectShowsChooser = (s: TravellingForView | undefined): boolean =>
  selectTravellers(s).length > 0;
/** The traveller this tab acts for, or null (myself, or signed out). */
export const selectActingFor = (s: TravellingForView | undefined): CaredTraveller | null =>
  s?.context.actingFor ?? null;
/** The band's text parts while acting for someone: the name and whether the carer books or follows; else null. */
export const selectActingBand = (
  s: TravellingForView | undefined,
): { name: string; role: CaredTraveller['role'] } | null => {
  const actingFor = selectActingFor(s);
  return actingFor ? { name: travellerName(actingFor), role: actingFor.role } : null;
};
/**
 * Observer limits (product §10.12): the name of the traveller this tab only follows, when booking, changing,
 * cancelling, rating and paying are not the tab's to do; null when they are (myself, or a manager).
 */
export const selectFollowOnlyName = (s: TravellingForView | undefined): string | null => {
  const actingFor = selectActingFor(s);
  return actingFor && !canManageTrips(actingFor) ? travellerName(actingFor) : null;
};
/** The name in the "no longer shares trips with you" message while it shows, else null. */
export const selectNoLongerShares = (s: TravellingForView | undefined): string | null =>
  s?.context.noLongerShares ? travellerName(s.context.noLongerShares) : null;
