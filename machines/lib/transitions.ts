/**
 * Transition fragments still built by a call. A chart's config must paste whole into Stately Studio (its parser,
 * `@xstate/machine-extractor`, reads only literal config: a call in a transition position hides that
 * transition), so the charts write their transitions out as plain objects and name their guards and actions in
 * `setup()`; tools/machine-extractor/check.ts fails on a chart the parser does not read whole. What is left here
 * serves only charts that have not been rewritten yet, and goes with their last use. Pure: no React, no fetch, no
 * DOM.
 */
import { appErrorParams, errorParams } from './errors';

/**
 * `onError` of a request whose failure is kept and told: `storeError` `{ error }` (the §8 error in context), then
 * `report` `{ error: AppError }` (a toast, or a log for silent polls), then to `target`. Written out:
 * `{ target, actions: [{ type: 'storeError', params: errorParams }, { type: report, params: appErrorParams }] }`.
 */
export function storeErrorAnd<const TTarget extends string, const TReport extends string>(
  target: TTarget,
  report: TReport,
) {
  return {
    target,
    actions: [
      { type: 'storeError', params: errorParams },
      { type: report, params: appErrorParams },
    ],
  } as const;
}
