import type { Trip } from '../../../machines/types';
import { useTripChart } from '../../logic/trip-chart';
import { NextTripControls } from './next-trip-controls';

/** Props of {@link NextTripCancel}. */
export interface NextTripCancelProps {
  trip: Trip;
  /** Offer "Details" beside the cancel control (the plain /home card; the live card has its info icon). */
  withDetails?: boolean;
}

/**
 * The next-trip card's controls ({@link NextTripControls}: product §2 cancel button, §4/§9 cut-off, §10.11 change)
 * with a trip actor for the shown trip from the start (src/logic/trip-chart.ts), whose selectors decide
 * (`selectShowsCancel`, `selectCanCancel`); a successful cancel reloads the next trip and the budget. The live card
 * uses it (it runs the trip chart anyway); the plain /home card starts its chart on demand
 * (./next-trip-on-demand.tsx). Render it with `key={trip.externalTripId}` so another trip gets a fresh actor.
 */
export function NextTripCancel({ trip, withDetails = false }: NextTripCancelProps) {
  const chart = useTripChart(trip);
  return <NextTripControls trip={trip} chart={chart} offers={null} withDetails={withDetails} />;
}
