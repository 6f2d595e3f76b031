import { useSelector } from '@xstate/react';
import { createRef, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { bookingMachine, BookingFocusTarget, ShownField } from '../../../machines/booking';
import { selectShownError, BOOKING_ERROR_KEYS, DRIVER_COMMENT_MAX_LENGTH } from '../../../machines/booking';
import type { LocalDateTime } from '../../../machines/lib/time';
import { useI18n, type I18n } from '../../i18n/i18n';

/**
 * What the booking form's sections share: the booking actor they read and send to, the
 * elements that can take focus after a refused submit, and the translation of a field's error. The decisions are
 * the booking chart's (machines/booking/booking.machine.ts); this only turns its answers into text and DOM focus.
 */

/** The booking actor a section reads with selectors and sends events to. */
export type BookingActorRef = ActorRefFrom<typeof bookingMachine>;

/** The elements the chart can ask to focus (`selectFocusRequest`), one per {@link BookingFocusTarget}. */
export interface FocusRefs {
  priority: RefObject<HTMLSelectElement | null>;
  locationFrom: RefObject<HTMLInputElement | null>;
  locationTo: RefObject<HTMLInputElement | null>;
  date: RefObject<HTMLInputElement | null>;
  time: RefObject<HTMLInputElement | null>;
  useEarliestArrival: RefObject<HTMLButtonElement | null>;
  attributes: RefObject<HTMLButtonElement | null>;
  phoneNumber: RefObject<HTMLInputElement | null>;
  driverComment: RefObject<HTMLTextAreaElement | null>;
  payment: RefObject<HTMLInputElement | null>;
  cardBrand: RefObject<HTMLSelectElement | null>;
  /** The standing order's first control in error: a weekday checkbox or "Until". */
  series: RefObject<HTMLInputElement | null>;
  /** "Add a pass number" (the form needs a pass number first). */
  passNumber: RefObject<HTMLAnchorElement | null>;
}

/** A fresh set of {@link FocusRefs} (create once per form, e.g. `useState(createFocusRefs)`). */
export function createFocusRefs(): FocusRefs {
  return {
    priority: createRef(),
    locationFrom: createRef(),
    locationTo: createRef(),
    date: createRef(),
    time: createRef(),
    useEarliestArrival: createRef(),
    attributes: createRef(),
    phoneNumber: createRef(),
    driverComment: createRef(),
    payment: createRef(),
    cardBrand: createRef(),
    series: createRef(),
    passNumber: createRef(),
  };
}

/** The element for a focus target; the "Use HH:MM" button falls back to the time field while it is not there. */
export function focusElement(refs: FocusRefs, target: BookingFocusTarget): HTMLElement | null {
  return target === 'useEarliestArrival'
    ? (refs.useEarliestArrival.current ?? refs.time.current)
    : refs[target].current;
}

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
