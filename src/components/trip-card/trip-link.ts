import { useSelector } from '@xstate/react';
import { selectTrip, type TripActorRef, type TripSnapshot } from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { button } from '../../../styles/recipes/button.css';

/** Props of a trip card's action link (`BookAgainLinks`, `ChangeTripLink`). */
export interface TripLinkProps {
  tripRef: TripActorRef;
  /** Extra class of each link (e.g. the card's action layout). */
  className?: string;
}

/**
 * The trip a card's action link points at, while the trip chart says the link is offered (`isOffered`, e.g.
 * `selectCanBookAgain`, `selectCanChange`); null otherwise, and the link renders nothing.
 */
export function useOfferedTrip(tripRef: TripActorRef, isOffered: (s: TripSnapshot) => boolean): Trip | null {
  const offered = useSelector(tripRef, isOffered);
  const trip = useSelector(tripRef, selectTrip);
  return offered ? trip : null;
}

/** The class of a trip card's action link: the secondary button look, small, plus the card's `className`. */
export function tripLinkClass(className: string | undefined): string {
  return `${button({ variant: 'secondary', size: 'sm' })} ${className ?? ''}`;
}
