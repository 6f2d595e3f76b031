import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { chip } from '../../../../styles/recipes/chip.css';
import {
  sameArrivalSuggestion,
  selectArrivalSuggestion,
  selectReturnPickupDefault,
  selectEarliest,
  selectEarliestDate,
  selectForm,
  selectLatestDate,
  selectMaxDaysAhead,
  selectShownError,
  selectTrafficIndicatorRef,
  BOOKING_ERROR_KEYS,
  selectTrafficLevel,
} from '../../../../machines/booking';
import { Button } from '../../../components';
import { LONG_DATE_FORMAT, useI18n } from '../../../i18n/i18n';
import * as styles from './pickup-section.css';
import * as fieldStyles from '../parts/fields.css';
import { dateTimeText, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { FieldError } from '../parts/form-fields';
import { TimeField } from './time-field';
import { LabelledField } from '../../../components/text-field/labelled-field';
import { fieldControl } from '../../../components/form/field-control';

/** Chip tone per traffic level (colour is never the only cue: the text says the level). */
const TRAFFIC_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** Props of {@link PickupSection}. */
export interface PickupSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
}

/**
 * The booking form's date and time (product §2, §5, §9): the native date picker between the chart's earliest and
 * latest date (the region's maxDaysAhead), spelled out in the app's language; the 24-hour {@link TimeField}; the
 * pickup error the chart shows (with the earliest allowed time, or the horizon); by arrival with the trip's duration
 * known, the earliest bookable arrival with a "Use HH:MM" button (`form.useEarliestArrival`); and
 * the traffic indicator badge of the chosen time.
 */
export function PickupSection({ actor, fields }: PickupSectionProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const ids = useId();
  const date = useSelector(actor, (s) => selectForm(s).date);
  const earliestDate = useSelector(actor, selectEarliestDate);
  const latestDate = useSelector(actor, selectLatestDate);
  const maxDaysAhead = useSelector(actor, selectMaxDaysAhead);
  const earliest = useSelector(actor, selectEarliest);
  const errorKey = useSelector(actor, (s) => selectShownError(s, 'pickup'));
  const suggestion = useSelector(actor, selectArrivalSuggestion, sameArrivalSuggestion);
  const trafficLevel = useSelector(useSelector(actor, selectTrafficIndicatorRef), selectTrafficLevel);
  const returnPickup = useSelector(actor, selectReturnPickupDefault);

  const dateId = `${ids}-date`;
  const timeId = `${ids}-time`;
  const dateHintId = `${ids}-date-hint`;
  const errorId = `${ids}-pickup-error`;
  const arrivalHintId = `${ids}-arrival-hint`;
  const returnHintId = `${ids}-return-hint`;
  const error =
    errorKey === BOOKING_ERROR_KEYS.pickupTooEarly
      ? t(errorKey, { time: dateTimeText(earliest, date, i18n) })
      : errorKey === BOOKING_ERROR_KEYS.pickupTooFarAhead
        ? t(errorKey, { days: maxDaysAhead, date: i18n.formatDate(latestDate) })
        : errorKey
          ? t(errorKey)
          : undefined;
  const suggested = suggestion ? dateTimeText(suggestion, date, i18n) : '';

  return (
    <div className={styles.pickup}>
      <LabelledField controlId={dateId} label={t('bookTrip.date')}>
        {/* The native picker shows the browser's locale format; this spells the date out in the app's language. */}
        <span id={dateHintId} className={fieldStyles.hint}>
          {/^\d{4}-\d{2}-\d{2}$/.test(date) ? i18n.formatDate(date, LONG_DATE_FORMAT) : ''}
        </span>
        <input
          ref={fields.ref('date')}
          id={dateId}
          type="date"
          required
          min={earliestDate}
          max={latestDate}
          value={date}
          onChange={(e) => actor.send({ type: 'form.change', patch: { date: e.target.value } })}
          {...fieldControl(Boolean(error), [dateHintId, error && errorId])}
        />
      </LabelledField>
      <LabelledField controlId={timeId} label={t('bookTrip.time')}>
        <TimeField
          id={timeId}
          actor={actor}
          inputRef={fields.ref('time')}
          // A too-early arrival is an error (booking is blocked until the suggestion is taken): it marks the field
          // invalid; the return leg's default pick-up is valid and only describes it.
          errorId={error ? errorId : suggestion ? arrivalHintId : undefined}
          hintId={!suggestion && returnPickup ? returnHintId : undefined}
        />
      </LabelledField>
      {returnPickup ? (
        <p id={returnHintId} className={`${fieldStyles.hint} ${styles.pickupError}`}>
          {t('safeguards.returnPickup', { time: returnPickup })}
        </p>
      ) : null}
      {error ? (
        <FieldError id={errorId} className={styles.pickupError}>
          {error}
        </FieldError>
      ) : null}
      <div role="status" className={styles.arrivalHint}>
        {suggestion ? (
          <>
            <span id={arrivalHintId}>
              {t('bookTrip.arrivalEarliest', { minutes: suggestion.tripDurationMinutes, time: suggested })}
            </span>
            <Button
              ref={fields.ref('useEarliestArrival')}
              variant="secondary"
              size="sm"
              onClick={() => actor.send({ type: 'form.useEarliestArrival' })}
            >
              {t('bookTrip.useArrivalTime', { time: suggested })}
            </Button>
          </>
        ) : null}
      </div>
      <p role="status" className={styles.trafficRow}>
        {trafficLevel ? (
          <span className={`${chip({ tone: TRAFFIC_TONE[trafficLevel] })} ${styles.trafficChip}`}>
            {t('bookTrip.trafficBadge', { level: t(`bookTrip.traffic.${trafficLevel}`) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
