import { useSelector } from '@xstate/react';
import { useRef, type RefObject } from 'react';
import {
  selectChangeCommitting,
  selectChangeOverlaps,
  selectDifference,
  selectEstimate,
  type TripChangeActorRef,
  type TripChangeSide,
} from '../../../../machines/booking';
import { bookedAids } from '../../../../machines/lib/take-along';
import { notice } from '../../../../styles/recipes/notice.css';
import { Button, Dialog } from '../../../components';
import { partyLabel } from '../../../components/booked-trip/booked-trip-details';
import { useI18n, type TranslationKey } from '../../../i18n/i18n';
import { locationLabel } from '../../../lib/location-label';
import { OverlapWarningList } from '../overlays/overlap-warning';
import { PtJourneyView } from '../overlays/trip-summary';
import * as styles from './change-trip.css';
import { SeriesScopeNote } from './series-scope';

/** Props of {@link CheckChangeDialog}. */
export interface CheckChangeDialogProps {
  actor: TripChangeActorRef;
  /** Where focus goes when the dialog closes and its opener is gone (the form's Confirm). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * "Check your change" (product §10.11 "Re-quote, then decide"): a Radix dialog, open while the chart checks or
 * commits, with the trip now and as changed side by side ("Now", "New": pick-up time and window, from, to,
 * passengers and aids, price, km from the budget), the difference line ("+3.2 km from your budget, € 1.40 more"),
 * the budget after the change or why it does not fit, the public-transport advice (the booking confirmation's
 * journey view, and the block message where the region blocks), and the overlap warning first (the booking
 * confirmation's, decided by the chart). "Keep my trip as it is"
 * (`change.keep`, also Escape) has the focus first; "Confirm change" sends `change.confirm`. While the change is
 * sent, the dialog stays and cannot be dismissed.
 */
export function CheckChangeDialog({ actor, returnFocusRef }: CheckChangeDialogProps) {
  const { t, formatKm, formatMoney } = useI18n();
  const estimate = useSelector(actor, selectEstimate);
  const overlaps = useSelector(actor, selectChangeOverlaps);
  const difference = useSelector(actor, selectDifference);
  const committing = useSelector(actor, selectChangeCommitting);
  const keepRef = useRef<HTMLButtonElement>(null);
  if (!estimate || !difference) return null;

  const kmText = formatKm(Math.abs(difference.km));
  const km =
    difference.km > 0
      ? t('tripChange.check.kmMore', { km: kmText })
      : difference.km < 0
        ? t('tripChange.check.kmLess', { km: kmText })
        : t('tripChange.check.kmSame');
  const amount = formatMoney(Math.abs(difference.cents));
  const price =
    difference.cents > 0
      ? t('tripChange.check.priceMore', { amount })
      : difference.cents < 0
        ? t('tripChange.check.priceLess', { amount })
        : t('tripChange.check.priceSame');
  const budget = estimate.budget;
  const pt = estimate.ptJourney;

  return (
    <Dialog
      open
      onClose={() => actor.send({ type: 'change.keep' })}
      title={t('tripChange.check.title')}
      dismissible={!committing}
      hideCloseButton
      size="lg"
      initialFocusRef={keepRef}
      returnFocusRef={returnFocusRef}
      actions={
        <>
          <Button
            ref={keepRef}
            variant="secondary"
            disabled={committing}
            onClick={() => actor.send({ type: 'change.keep' })}
          >
            {t('tripChange.check.keep')}
          </Button>
          <Button onClick={() => actor.send({ type: 'change.confirm' })} disabled={committing}>
            {t('tripChange.check.confirm')}
          </Button>
        </>
      }
    >
      {/* First in the body, as in the booking confirmation: seen as the dialog opens. */}
      <OverlapWarningList overlaps={overlaps} hint={t('tripChange.check.overlapHint')} />
      {/* Focusable, so a keyboard can scroll the comparison when it is taller than the dialog (WCAG 2.1.1, axe
          scrollable-region-focusable): the dialog's scroll area holds no other focusable element. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs keyboard access */}
      <div className={styles.columns} role="group" aria-label={t('tripChange.check.compare')} tabIndex={0}>
        <SideColumn title={t('tripChange.check.now')} side={estimate.current} />
        <SideColumn title={t('tripChange.check.new')} side={estimate.proposed} />
      </div>
      <p className={styles.difference}>{t('tripChange.check.difference', { km, price })}</p>
      <SeriesScopeNote actor={actor} />
      {budget ? (
        budget.fits ? (
          <p>{t('tripChange.check.budgetAfter', { km: formatKm(Math.max(0, budget.remainingAfter)) })}</p>
        ) : (
          <p className={notice({ tone: 'danger' })}>
            {t('tripChange.check.budgetShort', { km: formatKm(budget.remaining) })}
          </p>
        )
      ) : null}
      {estimate.isBlockedByPtAdvice ? (
        <p className={notice({ tone: 'danger' })}>{t('tripChange.check.ptBlocked')}</p>
      ) : null}
      {pt ? <PtJourneyView journey={pt} /> : null}
      <p role="status">{committing ? t('tripChange.committing') : ''}</p>
    </Dialog>
  );
}

/** One column of the comparison: the trip now, or as changed. */
function SideColumn({ title, side }: { title: string; side: TripChangeSide }) {
  const { t, formatDate, formatTime, formatMoney, formatKm } = useI18n();
  const aids = bookedAids(side.attributes);
  const rows: [string, string][] = [
    [
      t('tripChange.check.pickup'),
      `${formatDate(side.departureDateTime, { weekday: 'short', day: 'numeric', month: 'short' })} ${formatTime(side.departureDateTime)}, ${t('tripChange.check.window', { start: formatTime(side.pickUpWindow.start), end: formatTime(side.pickUpWindow.end) })}`,
    ],
    [t('tripChange.check.from'), locationLabel(side.locationFrom)],
    [t('tripChange.check.to'), locationLabel(side.locationTo)],
    [t('tripChange.check.passengers'), partyLabel(side.attributes, t)],
    [
      t('tripChange.check.aids'),
      aids.length
        ? aids.map((aid) => `${aid.units} × ${t(`trip.aid.${aid.item}` as TranslationKey)}`).join(', ')
        : t('tripChange.check.noAids'),
    ],
    [t('tripChange.check.price'), formatMoney(side.fare.cents, side.fare.currency)],
    [t('tripChange.check.km'), formatKm(side.distance)],
  ];
  return (
    <section className={styles.column} aria-label={title}>
      <h3 className={styles.columnTitle}>{title}</h3>
      <dl className={styles.column}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
