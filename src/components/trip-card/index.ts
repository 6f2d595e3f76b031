// Trip presentation shared by /my-trips, the trip-details dialog and the /home next-trip card.
export { TripCard } from './trip-card';
export { TripStatusChip, statusChipKey } from './status-chip';
export { formatCountdown } from './countdown';
export { StarIcon, StarRow } from './star-rating';
