import type { BookedAid } from '../../../machines/lib/take-along';

/** Equal pick-up windows (for `useSelector`: a selector builds a new object each time). */
export const sameWindow = (a: { start: string; end: string }, b: { start: string; end: string }): boolean =>
  a.start === b.start && a.end === b.end;

/** Equal lists of booked aids (for `useSelector`). */
export const sameAids = (a: readonly BookedAid[], b: readonly BookedAid[]): boolean =>
  a.length === b.length && a.every((aid, i) => aid.item === b[i]?.item && aid.units === b[i]?.units);

/** Equal lists of strings (for `useSelector`), e.g. the missing parts of a trip's details. */
export const sameStrings = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);
