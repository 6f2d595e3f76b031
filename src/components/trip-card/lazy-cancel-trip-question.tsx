import { lazyUntilOpen } from '../lazy/lazy-until-open';
import type { CancelTripQuestionProps, ReturnCancelQuestionProps } from './cancel-trip-question';

/**
 * {@link CancelTripQuestionProps | CancelTripQuestion} whose code (with the Radix dialog) loads when it first
 * opens ({@link lazyUntilOpen}), so a page with a "Cancel trip" button does not carry the dialog up front.
 */
export const LazyCancelTripQuestion = lazyUntilOpen<CancelTripQuestionProps>(() =>
  import('./cancel-trip-question').then((m) => m.CancelTripQuestion),
);

/** {@link ReturnCancelQuestionProps | ReturnCancelQuestion}, loaded when it first opens (as above). */
export const LazyReturnCancelQuestion = lazyUntilOpen<ReturnCancelQuestionProps>(() =>
  import('./cancel-trip-question').then((m) => m.ReturnCancelQuestion),
);
