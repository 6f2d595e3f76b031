import type { Location } from '../../machines/types';

/**
 * One-line label of a product §3 Location for lists and cards: "Name, Street 12A, Residence" (name only when the
 * place has one; stations have no street). Never throws on partial data.
 */
export function locationLabel(location: Partial<Location> | null | undefined): string {
  if (!location) return '';
  const streetLine = [location.street, location.houseNumber].filter(Boolean).join(' ');
  return [location.name, streetLine, location.residence].filter(Boolean).join(', ');
}
