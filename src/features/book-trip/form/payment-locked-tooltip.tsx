import * as Tooltip from '@radix-ui/react-tooltip';
import type { Ref } from 'react';
import { InfoIcon } from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import * as lockStyles from './payment-lock.css';
import * as styles from './payment-locked-tooltip.css';

/** Props of {@link PaymentLockedTooltipContent}. */
export interface PaymentLockedTooltipContentProps {
  /** Whether the tooltip shows (controlled, so hovering or focusing the placeholder before the chunk came counts). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The info button (used to keep focus when it replaces its placeholder). */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The Radix tooltip of {@link PaymentLockedTooltip} (product §4.3 "contact customer service for another method"), its
 * own chunk: Radix Tooltip and its positioning (floating-ui) load only for a traveller whose payment is locked,
 * after the form has painted. An info button (named `bookTrip.paymentLockedInfo`) that shows
 * `bookTrip.paymentLocked` on hover and keyboard focus (200 ms delay), closed by Escape, leaving or blur.
 */
export function PaymentLockedTooltipContent({
  open,
  onOpenChange,
  buttonRef,
}: PaymentLockedTooltipContentProps) {
  const { t } = useI18n();
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild>
          <button
            ref={buttonRef}
            type="button"
            className={lockStyles.lockInfo}
            aria-label={t('bookTrip.paymentLockedInfo')}
          >
            <InfoIcon size={22} aria-hidden="true" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} sideOffset={6} collisionPadding={16}>
            {t('bookTrip.paymentLocked')}
            <Tooltip.Arrow className={styles.tooltipArrow} />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
