import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine, BookingFocusTarget, ShownField } from '../../../../machines/booking';
import {
  selectShownError,
  BOOKING_ERROR_KEYS,
  DRIVER_COMMENT_MAX_LENGTH,
} from '../../../../machines/booking';
import type { LocalDateTime } from '../../../../machines/lib/time';
import type { FieldRefs } from '../../../components/form/form-focus';
import { useI18n, type I18n } from '../../../i18n/i18n';

/**
 * What the booking form's sections share: the booking actor they read and send to, the
 * fields that can take focus after a refused submit, and the translation of a field's error. The decisions are
 * the booking chart's (machines/booking/booking.machine.ts); this only turns its answers into text and DOM focus.
 */

/** The booking actor a section reads with selectors and sends events to. */
export type BookingActorRef = ActorRefFrom<typeof bookingMachine>;

/**
 * The booking form's focusable fields by {@link BookingFocusTarget} name (the chart's `selectFocusRequest` names
 * one after a refused submit): each control binds with `ref={fields.ref('locationTo')}`, as every form does
 * (src/components/form/form-focus.ts).
 */
export type BookingFields = FieldRefs<BookingFocusTarget>;

/** Where focus goes when the named field is not on the page: the "Use HH:MM" button shows only by arrival. */
export const FOCUS_FALLBACK: Partial<Record<BookingFocusTarget, BookingFocusTarget>> = {
  useEarliestArrival: 'time',
};

/**
 * The translated error a field shows now (the chart's `selectShownError`), or undefined. The pickup's messages
 * take the earliest and latest dates and are translated by the pickup section.
 */
export function useFieldError(
  actor: BookingActorRef,
  field: Exclude<ShownField, 'pickup'>,
): string | undefined {
  const { t } = useI18n();
  const key = useSelector(actor, (s) => selectShownError(s, field));
  if (!key) return undefined;
  return key === BOOKING_ERROR_KEYS.driverCommentTooLong
    ? t(key, { max: DRIVER_COMMENT_MAX_LENGTH })
    : t(key);
}

/** A date and time as shown next to the chosen date: `HH:MM` on that date, else the date and the time. */
export function dateTimeText(value: LocalDateTime, chosenDate: string, { t, formatDate }: I18n): string {
  if (value.date === chosenDate) return value.time;
  return t('bookTrip.summary.dateTime', { date: formatDate(value.date), time: value.time });
}
