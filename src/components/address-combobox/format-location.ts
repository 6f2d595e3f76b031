import type { Location } from '../../../machines/types';

/**
 * One-line label of a SPEC §3 Location: "name, street houseNumber, residence", leaving out empty parts
 * (stations have a name and no street). Used as option text and as the combobox's text once selected.
 *
 * @example formatLocation({ street: 'Silodam', houseNumber: '1A', residence: 'Amsterdam', ... }) → 'Silodam 1A, Amsterdam'
 */
export function formatLocation(location: Partial<Location> | null | undefined): string {
  if (!location) return '';
  const streetLine = [location.street, location.houseNumber]
    .map((part) => (part ?? '').toString().trim())
    .filter(Boolean)
    .join(' ');
  const name = location.name?.trim() ?? '';
  const parts = [name !== streetLine ? name : '', streetLine, location.residence?.trim() ?? ''];
  return parts.filter(Boolean).join(', ');
}
