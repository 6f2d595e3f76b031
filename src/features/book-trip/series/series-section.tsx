import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { field } from '../../../../styles/recipes/field.css';
import { WEEKDAYS, type Weekday } from '../../../../machines/booking';
import {
  selectForm,
  selectIsSeriesOffered,
  selectSeries,
  selectSeriesError,
  selectSeriesLatest,
} from '../../../../machines/booking';
import { useI18n } from '../../../i18n/i18n';
import { SwitchField } from '../../../components/form/switch-field';
import * as fieldStyles from '../parts/fields.css';
import type { BookingActorRef, BookingFields } from '../parts/booking-view';
import { FieldError } from '../parts/form-fields';
import * as styles from './series-section.css';
import { fieldControl } from '../../../components/form/field-control';

/** The dictionary key of each ISO weekday's name ("Monday"… / "maandag"…). */
const WEEKDAY_KEYS = {
  1: 'bookTrip.series.weekday.monday',
  2: 'bookTrip.series.weekday.tuesday',
  3: 'bookTrip.series.weekday.wednesday',
  4: 'bookTrip.series.weekday.thursday',
  5: 'bookTrip.series.weekday.friday',
  6: 'bookTrip.series.weekday.saturday',
  7: 'bookTrip.series.weekday.sunday',
} as const satisfies Record<Weekday, string>;

/** Props of {@link SeriesSection}. */
export interface SeriesSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
}

/**
 * Repeating trips: the switch "Repeat this trip" / "Deze rit herhalen" and, while it is on, the
 * weekday checkboxes (Monday first) and "Until" / "Tot en met" (a date from the form's date up to the chart's
 * latest: 8 weeks ahead within the booking horizon). Sends `series.change`; the chart decides defaults, dates and
 * errors (machines/booking/series-rules.ts). Signed-in travellers only.
 */
export function SeriesSection({ actor, fields }: SeriesSectionProps) {
  const { t, formatDate } = useI18n();
  const ids = useId();
  const offered = useSelector(actor, selectIsSeriesOffered);
  const series = useSelector(actor, selectSeries);
  const firstDate = useSelector(actor, (s) => selectForm(s).date);
  const latest = useSelector(actor, selectSeriesLatest);
  const errorKey = useSelector(actor, selectSeriesError);
  if (!offered) return null;

  const untilId = `${ids}-until`;
  const untilHintId = `${ids}-until-hint`;
  const errorId = `${ids}-error`;
  const latestText = latest ? formatDate(latest) : '';
  const error = errorKey ? t(errorKey, { date: latestText }) : undefined;
  const weekdayError = errorKey === 'bookTrip.series.weekdaysRequired';
  const toggle = (day: Weekday, on: boolean) =>
    actor.send({ type: 'series.change', patch: { weekday: { day, on } } });

  return (
    <>
      <SwitchField
        label={t('bookTrip.series.repeat')}
        hint={t('bookTrip.series.repeatHint')}
        checked={series.repeat}
        onCheckedChange={(checked) => actor.send({ type: 'series.change', patch: { repeat: checked } })}
        classNames={{ field: fieldStyles.field, label: fieldStyles.label, hint: fieldStyles.hint }}
      />
      {series.repeat ? (
        <>
          <fieldset className={fieldStyles.fieldset} aria-describedby={weekdayError ? errorId : undefined}>
            <legend className={fieldStyles.legend}>{t('bookTrip.series.weekdays')}</legend>
            <div className={styles.weekdays}>
              {WEEKDAYS.map((day, i) => (
                <label key={day} htmlFor={`${ids}-day-${day}`} className={fieldStyles.checkboxRow}>
                  <input
                    ref={i === 0 && weekdayError ? fields.ref('series') : undefined}
                    id={`${ids}-day-${day}`}
                    type="checkbox"
                    className={fieldStyles.radioInput}
                    checked={series.weekdays.includes(day)}
                    onChange={(event) => toggle(day, event.target.checked)}
                  />
                  {t(WEEKDAY_KEYS[day])}
                </label>
              ))}
            </div>
            {weekdayError && error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </fieldset>
          <div className={fieldStyles.field}>
            <label htmlFor={untilId} className={fieldStyles.label}>
              {t('bookTrip.series.until')}
            </label>
            <span id={untilHintId} className={fieldStyles.hint}>
              {t('bookTrip.series.untilHint', { date: latestText })}
            </span>
            <input
              ref={weekdayError ? undefined : fields.ref('series')}
              id={untilId}
              type="date"
              min={firstDate}
              max={latest}
              value={series.until}
              onChange={(e) => actor.send({ type: 'series.change', patch: { until: e.target.value } })}
              {...fieldControl(Boolean(error) && !weekdayError, [
                untilHintId,
                !weekdayError && error && errorId,
              ])}
              className={field({ invalid: Boolean(error && !weekdayError) })}
            />
            {error && !weekdayError ? <FieldError id={errorId}>{error}</FieldError> : null}
          </div>
        </>
      ) : null}
    </>
  );
}
