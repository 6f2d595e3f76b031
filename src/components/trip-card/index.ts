// Trip presentation shared by /my-trips, the trip-details dialog and the /home next-trip card.
export { TripCard } from './trip-card';
export { BookAgainLinks } from './book-again-links';
export { ChangeTripLink, ChangeTripLinkTo } from './change-trip-link';
export { ManagesTrips } from './manages-trips';
export { TripStatusChip, statusChipKey } from './status-chip';
export { TripCountdown } from './trip-countdown';
export { StarIcon, StarRow } from './star-rating';
export { TripFactRows } from './trip-facts';
