import type { BookedAid } from '../../../machines/lib/take-along';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { DetailsRow } from '../details-list/details-list';

/** Props of {@link TripFactRows}. */
export interface TripFactRowsProps {
  /** The trip number travellers quote on the phone (externalTripId); no row when empty. */
  tripNumber: string;
  /** The pick-up window, ISO-8601 UTC instants (machines/trip/live-trip.ts `pickUpWindowOf`). */
  pickUpWindow: { start: string; end: string };
  /** The aids and luggage booked (machines/lib/take-along.ts `bookedAids`). */
  aids: readonly BookedAid[];
  /** Show the aids row with "None" when nothing is booked (the details); default: only when there are aids. */
  showNoAids?: boolean;
}

/** The words of the booked aids, e.g. "Electric wheelchair, Guide dog" (a count only above 1). */
function useAidsText(): (aids: readonly BookedAid[]) => string {
  const { t } = useI18n();
  return (aids) =>
    aids
      .map(({ item, units }) => {
        const name = t(`trip.aid.${item}` as TranslationKey);
        return units > 1 ? t('trip.aidUnits', { item: name, units }) : name;
      })
      .join(', ');
}

/**
 * The three facts a traveller needs to be sure of a booked trip, as rows of a details list: the trip number, "The
 * taxi comes between 09:45 and 10:15" (times in Europe/Amsterdam) and the aids and luggage booked (wheelchair
 * type, rollator, guide dog…). Shared by the /home next-trip card, the /my-trips cards and the trip details.
 */
export function TripFactRows({ tripNumber, pickUpWindow, aids, showNoAids = false }: TripFactRowsProps) {
  const { t, formatTime } = useI18n();
  const aidsText = useAidsText();
  return (
    <>
      {tripNumber ? <DetailsRow label={t('trip.tripNumber')}>{tripNumber}</DetailsRow> : null}
      <DetailsRow label={t('trip.pickUpWindow')}>
        {t('trip.pickUpWindowValue', {
          start: formatTime(pickUpWindow.start),
          end: formatTime(pickUpWindow.end),
        })}
      </DetailsRow>
      {aids.length > 0 || showNoAids ? (
        <DetailsRow label={t('trip.aids')}>
          {aids.length > 0 ? aidsText(aids) : t('trip.aidsNone')}
        </DetailsRow>
      ) : null}
    </>
  );
}
