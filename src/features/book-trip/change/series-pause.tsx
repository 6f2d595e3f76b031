import { shallowEqual, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import {
  selectPauseDates,
  selectPauseError,
  selectPauseErrors,
  selectPauseFocusRequest,
  selectPauseResult,
  selectPauseStep,
  type SeriesPauseActorRef,
} from '../../../../machines/booking';
import { Button } from '../../../components';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { useFocusFirstInvalid } from '../../../components/form/form-focus';
import { TextField } from '../../../components/text-field/text-field';
import { useI18n, type TranslationKey } from '../../../i18n/i18n';
import { createSeriesPauseLogic } from '../../../logic/series-pause';
import { useClock, useLogicActor } from '../../../logic/use-logic';
import * as styles from './change-trip.css';
import { SeriesResultList } from './series-scope';

/**
 * "Pause the series" (product §10.11 "A series") on the change page of a trip booked in a series, over a
 * `createSeriesPauseLogic` actor (machines/booking/series-pause.machine.ts decides): a button opens two dates (the
 * first not before today, the last not before the first; both the trip's date at first), "Pause these dates" asks
 * first ({@link ConfirmDialog}, focus on "No, keep my trips"), then the per-date results (cancelled / left alone)
 * stay until closed.
 */
export function SeriesPause({ externalTripId, anchorDate }: { externalTripId: string; anchorDate: string }) {
  const { t, formatDate } = useI18n();
  const clock = useClock();
  const actor = useLogicActor(createSeriesPauseLogic, { input: { externalTripId, anchorDate, now: clock } });
  const step = useSelector(actor, selectPauseStep);
  const dates = useSelector(actor, selectPauseDates, shallowEqual);
  const error = useSelector(actor, selectPauseError);
  const result = useSelector(actor, selectPauseResult);

  if (result)
    return (
      <SeriesResultList
        result={result}
        title={t('tripSeries.results.paused')}
        onClose={() => actor.send({ type: 'pause.dismiss' })}
      />
    );

  // A date input is empty or half-typed while the traveller edits it: show it as typed rather than format it.
  const day = (date: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' })
      : date;
  const reason = error
    ? (error.message || t((error.messageKey ?? 'error.unexpected') as TranslationKey)).replace(/\.$/, '')
    : '';
  return (
    <section className={styles.message} aria-labelledby="series-pause-title">
      <h2 id="series-pause-title" className={styles.legend}>
        {t('tripSeries.pause.title')}
      </h2>
      <p>{t('tripSeries.pause.intro')}</p>
      {step === 'closed' ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => actor.send({ type: 'pause.open' })}>
            {t('tripSeries.pause.open')}
          </Button>
        </div>
      ) : (
        <PauseForm actor={actor} />
      )}
      <ConfirmDialog
        open={step === 'asking' || step === 'sending' || step === 'failed'}
        busy={step === 'sending'}
        title={t('tripSeries.pause.question', { from: day(dates.from), to: day(dates.to) })}
        description={t('tripSeries.pause.questionBody', { to: day(dates.to) })}
        cancelLabel={t('tripSeries.pause.keep')}
        confirmLabel={t('tripSeries.pause.confirm')}
        retryLabel={t('tripSeries.pause.tryAgain')}
        failure={error ? { title: t('tripSeries.pause.failed', { reason }), reason: null } : null}
        onCancel={() => actor.send({ type: 'pause.cancel' })}
        onConfirm={() => actor.send({ type: step === 'failed' ? 'pause.retry' : 'pause.confirm' })}
      />
      <p role="status">{step === 'sending' ? t('tripSeries.pause.sending') : ''}</p>
    </section>
  );
}

/** The pause's date fields in the order they are shown (focus after a refused submit goes to the first wrong one). */
const PAUSE_FIELDS = ['from', 'to'] as const;

/** The two dates with their errors, "Pause these dates" and "Do not pause". */
function PauseForm({ actor }: { actor: SeriesPauseActorRef }) {
  const { t } = useI18n();
  const dates = useSelector(actor, selectPauseDates, shallowEqual);
  const errors = useSelector(actor, selectPauseErrors, shallowEqual);
  const focusRequest = useSelector(actor, selectPauseFocusRequest);
  // The chart asks for focus after a refused submit: the first date it marked invalid (the form kit).
  const fields = useFocusFirstInvalid(focusRequest, errors, PAUSE_FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'pause.submit' });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.pair}>
        {PAUSE_FIELDS.map((name) => {
          const error = errors[name];
          return (
            <TextField
              key={name}
              ref={fields.ref(name)}
              label={t(`tripSeries.pause.${name}`)}
              type="date"
              value={dates[name]}
              onChange={(event) => actor.send({ type: 'pause.change', [name]: event.target.value })}
              error={error ? t(`tripSeries.pause.error.${error}`) : undefined}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="danger">
          {t('tripSeries.pause.submit')}
        </Button>
        <Button variant="ghost" onClick={() => actor.send({ type: 'pause.close' })}>
          {t('tripSeries.pause.close')}
        </Button>
      </div>
    </form>
  );
}
