import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectCanSubmit,
  selectComment,
  selectIsSubmitting,
  selectRating,
  FEEDBACK_MAX_LENGTH,
  RATING_MAX,
} from '../../../machines/trip';
import {
  selectRatingActor,
  selectTrip,
  type RatingActorRef,
  type TripActorRef,
} from '../../../machines/trip';
import type { Trip } from '../../../machines/types';
import { visuallyHidden } from '../../../styles/utilities.css';
import { Button, Dialog } from '../../components';
import { StarIcon } from '../../components/trip-card';
import { useI18n } from '../../i18n/i18n';
import { locationLabel } from '../../lib/location-label';
import * as styles from './rating-dialog.css';

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

function RatingForm({ ratingRef, trip }: { ratingRef: RatingActorRef; trip: Trip }) {
  const { t, formatDate, formatTime } = useI18n();
  const rating = useSelector(ratingRef, selectRating);
  const comment = useSelector(ratingRef, selectComment);
  const submitting = useSelector(ratingRef, selectIsSubmitting);
  const canSubmit = useSelector(ratingRef, selectCanSubmit);
  const formId = useId();
  const name = useId();
  const commentId = useId();
  const counterId = useId();
  const close = () => ratingRef.send({ type: 'rating.close' });
  const when = `${formatDate(trip.departureDateTime)} ${formatTime(trip.departureDateTime)}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('rating.title')}
      description={t('rating.tripSummary', {
        date: when,
        from: trip.departure || locationLabel(trip.locationFrom),
        to: trip.arrival || locationLabel(trip.locationTo),
      })}
      hideCloseButton
      dismissible={!submitting}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!canSubmit && !submitting} busy={submitting}>
            {submitting ? t('rating.submitting') : t('common.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          ratingRef.send({ type: 'rating.submit' });
        }}
      >
        <fieldset className={styles.fieldset} disabled={submitting}>
          <legend className={styles.legend}>{t('rating.legend')}</legend>
          <div className={styles.stars}>
            {VALUES.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={value}
                  checked={rating === value}
                  onChange={() => ratingRef.send({ type: 'rating.select', rating: value })}
                />
                <StarIcon filled={rating !== null && value <= rating} size={36} />
                <span className={visuallyHidden}>
                  {value === 1 ? t('rating.starOne') : t('rating.stars', { count: value })}
                </span>
              </label>
            ))}
          </div>
          <p className={styles.chosen} aria-live="polite">
            {rating === null ? '' : t('rating.selected', { rating })}
          </p>
        </fieldset>
        <div>
          <label htmlFor={commentId} className={styles.label}>
            {t('rating.comment')}
          </label>
          <textarea
            id={commentId}
            className={styles.textarea}
            value={comment}
            maxLength={FEEDBACK_MAX_LENGTH}
            readOnly={submitting}
            aria-describedby={counterId}
            onChange={(event) => ratingRef.send({ type: 'rating.comment', comment: event.target.value })}
          />
          <p id={counterId} className={styles.counter}>
            {t('rating.commentCounter', { count: comment.length, max: FEEDBACK_MAX_LENGTH })}
          </p>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * product §2/§4 rating dialog of a completed trip, shown while the trip actor is in `completed.rating`: a 1–5
 * star choice as a native radio group (arrow keys move between the stars; each is named "1 ster" … "5
 * sterren"), an optional comment (at most 500 characters, with a counter) and Save, enabled once a rating is
 * chosen. While saving everything is read-only; the dialog closes after submit, also when the request fails
 * (the toast says so).
 */
export function RatingDialog({ tripRef }: { tripRef: TripActorRef }) {
  const ratingRef = useSelector(tripRef, selectRatingActor);
  const trip = useSelector(tripRef, selectTrip);
  return ratingRef ? <RatingForm ratingRef={ratingRef} trip={trip} /> : null;
}
