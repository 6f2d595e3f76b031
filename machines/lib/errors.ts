/**
 * Reading actor rejections as the product §8 normalised error. Actors implemented in src/app reject with the
 * api layer's `ApiError` (which carries the {@link AppError} fields); anything else (a bug, an unexpected
 * throw) becomes the generic `error.unexpected` error so machines always hold one shape.
 */
import { enqueueActions } from 'xstate';
import type { AppError } from '../types';

const LABELS: ReadonlySet<string> = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'serviceUnavailable',
  'internalServerError',
]);

/** The §8 generic error: no response (status 0), `error.unexpected`, danger. */
export const UNEXPECTED_ERROR: AppError = {
  message: '',
  messageKey: 'error.unexpected',
  label: 'internalServerError',
  severity: 'danger',
  status: 0,
};

/**
 * Copies the §8 fields (message, messageKey, label, severity, status, code) out of any thrown value into a
 * plain {@link AppError} object (snapshot-safe: no Error instance in machine context). Never throws.
 */
export function toAppError(error: unknown): AppError {
  if (error === null || typeof error !== 'object') return { ...UNEXPECTED_ERROR };
  const e = error as Record<string, unknown>;
  if (typeof e.label !== 'string' || !LABELS.has(e.label) || typeof e.status !== 'number')
    return { ...UNEXPECTED_ERROR };
  const out: AppError = {
    message: typeof e.message === 'string' ? e.message : '',
    label: e.label as AppError['label'],
    severity: e.severity === 'warning' ? 'warning' : 'danger',
    status: e.status,
  };
  if (typeof e.messageKey === 'string') out.messageKey = e.messageKey;
  if (typeof e.code === 'string') out.code = e.code;
  return out;
}

/** A failed actor's event (`onError`): what the params helpers below read. */
interface ErrorEventArgs {
  event: { error: unknown };
}

/** `params` for an action or guard taking the actor's error as thrown, e.g. `storeError`: `{ error }`. */
export const errorParams = ({ event }: ErrorEventArgs) => ({ error: event.error });

/** `params` for an action taking the actor's error as the §8 {@link AppError}, e.g. `notifyError`: `{ error }`. */
export const appErrorParams = ({ event }: ErrorEventArgs) => ({ error: toAppError(event.error) });

/**
 * A named action for `setup({ actions })` that keeps an actor's failure and reports it, in that order: it runs the
 * chart's own `storeError` action with `{ error }` as thrown, then the chart's provided `report` action (a §8
 * toast, or a silent log) with `{ error }` as the §8 {@link AppError}. The chart refers to it by name, so its
 * config stays static: `onError: { target: 'waiting', actions: { type: 'storeAndReportError', params:
 * errorParams } }`. The cast is for TypeScript only (XState runs it as the enqueueActions action it is); a chart
 * whose `setup` infers an `enqueueActions` of its own cannot take it (its action map turns circular, TS2719).
 */
export function storeErrorThen(report: string): (args: unknown, params: { error: unknown }) => void {
  return enqueueActions(({ enqueue }, params: { error: unknown }) => {
    enqueue({ type: 'storeError', params });
    enqueue({ type: report, params: { error: toAppError(params.error) } });
  }) as unknown as (args: unknown, params: { error: unknown }) => void;
}
