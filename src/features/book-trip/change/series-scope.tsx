import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  SERIES_SCOPES,
  sameScopeDates,
  selectInSeries,
  selectScopeDates,
  selectSeriesResult,
  selectSeriesScope,
  type SeriesDateResult,
  type SeriesResult,
  type SeriesScope,
  type TripChangeActorRef,
} from '../../../../machines/booking';
import { notice } from '../../../../styles/recipes/notice.css';
import { Button } from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import * as styles from './change-trip.css';

/** "3 dates" / "1 datum" in the current language. */
function useDateCount() {
  const { t } = useI18n();
  return (count: number) => (count === 1 ? t('tripSeries.datesOne') : t('tripSeries.datesOther', { count }));
}

/** The dates as "Tue 8 Dec, Tue 15 Dec" (Europe/Amsterdam calendar dates). */
function useDateList() {
  const { formatDate } = useI18n();
  return (dates: readonly string[]) =>
    dates.map((date) => formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' })).join(', ');
}

/**
 * The scope question of a trip booked in a series (product §10.11 "A series"), the chart's `choosingScope`: a
 * native radio group "Only this trip" / "This and later trips" / "All trips of the series", each with the number of
 * dates it takes in (`scope.select`), and "Continue" (`scope.confirm`) to the form.
 */
export function ScopeQuestion({ actor }: { actor: TripChangeActorRef }) {
  const { t } = useI18n();
  const scope = useSelector(actor, selectSeriesScope);
  const name = useId();
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'scope.confirm' });
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('tripSeries.question')}</legend>
        <p>{t('tripSeries.intro')}</p>
        {SERIES_SCOPES.map((option) => (
          <ScopeOption key={option} actor={actor} name={name} option={option} checked={scope === option} />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" size="lg">
          {t('tripSeries.continue')}
        </Button>
      </div>
    </form>
  );
}

function ScopeOption({
  actor,
  name,
  option,
  checked,
}: {
  actor: TripChangeActorRef;
  name: string;
  option: SeriesScope;
  checked: boolean;
}) {
  const { t } = useI18n();
  const dates = useSelector(actor, (s) => selectScopeDates(s, option), sameScopeDates);
  const count = useDateCount();
  const id = `${name}-${option}`;
  return (
    <div className={styles.choice}>
      <input
        type="radio"
        id={id}
        name={name}
        value={option}
        checked={checked}
        onChange={() => actor.send({ type: 'scope.select', scope: option })}
      />
      <label htmlFor={id}>
        {dates
          ? `${t(`tripSeries.scope.${option}`)} (${count(dates.changing.length)})`
          : t(`tripSeries.scope.${option}`)}
      </label>
    </div>
  );
}

/** Above the form of a series trip: "You are changing: This and later trips." with "Choose other trips". */
export function ScopeSummary({ actor }: { actor: TripChangeActorRef }) {
  const { t } = useI18n();
  const inSeries = useSelector(actor, selectInSeries);
  const scope = useSelector(actor, selectSeriesScope);
  if (!inSeries) return null;
  return (
    <div className={styles.actions}>
      <p>{t('tripSeries.chosen', { scope: t(`tripSeries.scope.${scope}`) })}</p>
      <Button variant="ghost" size="sm" onClick={() => actor.send({ type: 'scope.change' })}>
        {t('tripSeries.changeScope')}
      </Button>
    </div>
  );
}

/**
 * In "Check your change" for a series scope: how many dates the change applies to, which, and which are left alone
 * (past or inside the cut-off). Nothing for a single trip or "Only this trip".
 */
export function SeriesScopeNote({ actor }: { actor: TripChangeActorRef }) {
  const { t } = useI18n();
  const scope = useSelector(actor, selectSeriesScope);
  const dates = useSelector(actor, (s) => selectScopeDates(s), sameScopeDates);
  const list = useDateList();
  if (!dates || scope === 'thisTrip') return null;
  const count = dates.changing.length;
  return (
    <div className={styles.message}>
      <p className={styles.difference}>
        {count === 1
          ? t('tripSeries.inScopeOne', { dates: list(dates.changing) })
          : t('tripSeries.inScopeOther', { count, dates: list(dates.changing) })}
      </p>
      {dates.leftAlone.length > 0 ? (
        <p>{t('tripSeries.leftAlone', { dates: list(dates.leftAlone) })}</p>
      ) : null}
    </div>
  );
}

/**
 * Each date of a series change or pause (product §10.11 "A series"): "Tue 8 Dec 10:00, trip RT-…: changed" /
 * "cancelled" / "left alone (<reason>)" / "not changed (<reason>); the original trip stands", under a title, in a
 * status region that stays until closed (`onClose`).
 */
export function SeriesResultList({
  result,
  title,
  onClose,
}: {
  result: SeriesResult;
  title: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <section className={styles.message} aria-labelledby={headingId}>
      <div role="status" className={`${notice({ tone: 'info' })} ${styles.message}`}>
        <h2 id={headingId}>{title}</h2>
        {result.results.length === 0 ? (
          <p>{t('tripSeries.results.none')}</p>
        ) : (
          <ul aria-label={t('tripSeries.results.list')} className={styles.results}>
            {result.results.map((date) => (
              <ResultLine key={date.externalTripId} date={date} />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('tripSeries.results.close')}
        </Button>
      </div>
    </section>
  );
}

function ResultLine({ date }: { date: SeriesDateResult }) {
  const { t, formatDate, formatTime } = useI18n();
  const reason = (date.error?.description ?? '').replace(/\.$/, '');
  const when = `${formatDate(date.date, { weekday: 'short', day: 'numeric', month: 'short' })} ${formatTime(date.trip.departureDateTime)}`;
  return (
    <li data-outcome={date.outcome}>
      {t('tripSeries.results.line', {
        date: when,
        trip: date.externalTripId,
        outcome: t(`tripSeries.results.outcome.${date.outcome}`, { reason }),
      })}
    </li>
  );
}

/** The series change's results (seriesChanged) until closed (`success.dismiss`, to /my-trips). */
export function SeriesChangeResults({ actor }: { actor: TripChangeActorRef }) {
  const { t } = useI18n();
  const result = useSelector(actor, selectSeriesResult);
  if (!result) return null;
  return (
    <SeriesResultList
      result={result}
      title={t('tripSeries.results.changed')}
      onClose={() => actor.send({ type: 'success.dismiss' })}
    />
  );
}
