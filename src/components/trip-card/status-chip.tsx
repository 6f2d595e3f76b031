import { chip, type ChipVariants } from '../../../styles/recipes/chip.css';
import { statusChip, type TripStatusChip as Chip } from '../../../machines/trip';
import type { TripStatus } from '../../../machines/types';
import { useI18n, type TranslationKey } from '../../i18n/i18n';

const CHIP_KEYS: Readonly<Record<Chip, TranslationKey>> = {
  confirmed: 'trip.status.confirmed',
  completed: 'trip.status.completed',
  pendingPayment: 'trip.status.pendingPayment',
  canceled: 'trip.status.canceled',
  unknown: 'trip.status.unknown',
};

const CHIP_TONES: Readonly<Record<Chip, NonNullable<ChipVariants['tone']>>> = {
  confirmed: 'info',
  completed: 'success',
  pendingPayment: 'warning',
  canceled: 'danger',
  unknown: 'neutral',
};

/**
 * product §4.1 status value → i18n key of its history chip (`trip.status.confirmed`, `.completed`, `.pendingPayment`,
 * `.canceled`, `.unknown`): "Confirmed", "Completed", "Pending Payment", "Canceled", "Unknown".
 */
export function statusChipKey(status: TripStatus): TranslationKey {
  return CHIP_KEYS[statusChip(status)];
}

/**
 * The §4 status chip of a trip: its text names the status (the colour only repeats it, WCAG 1.4.1);
 * tones: Confirmed info, Completed success, Pending Payment warning, Canceled danger, Unknown neutral.
 */
export function TripStatusChip({ status, className }: { status: TripStatus; className?: string }) {
  const { t } = useI18n();
  const key = statusChip(status);
  return (
    <span
      className={[chip({ tone: CHIP_TONES[key] }), className].filter(Boolean).join(' ')}
      data-status={key}
    >
      {t(CHIP_KEYS[key])}
    </span>
  );
}
