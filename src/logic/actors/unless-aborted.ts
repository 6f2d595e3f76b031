import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { unwrap } from '../../api/errors';

/**
 * `work`'s result, unless `signal` aborted first: then the returned promise never settles, so a stopped
 * actor (the machine left the state, a newer request replaced it, React StrictMode revived the actor) cannot
 * deliver a stale result or failure. A `then` callback that throws rejects the promise like any failure.
 */
export function unlessAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return work.then(
    (value) => (signal.aborted ? new Promise<T>(() => {}) : value),
    (error: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(error)),
  );
}

/**
 * A promise actor whose result is dropped once its AbortSignal fires ({@link unlessAborted}). `run` gets the
 * actor's input and signal and resolves with the output or rejects with the §8 ApiError (product §8).
 */
export function abortableActor<TOutput, TInput = NonReducibleUnknown>(
  run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => unlessAborted(signal, run({ input, signal })));
}

/** An openapi-fetch answer whose body is the API's `{ data }` envelope. */
interface EnvelopeResult<TData> {
  data?: { data: TData };
  error?: unknown;
  response: Response;
}

/**
 * An {@link abortableActor} for one API call whose answer is the `{ data }` envelope: it resolves with `data` and
 * rejects with the §8 ApiError that `unwrap` makes of a non-2xx answer, a network failure or an unreadable body
 * (product §8).
 */
export function envelopeActor<TOutput, TInput = NonReducibleUnknown>(
  call: (args: { input: TInput; signal: AbortSignal }) => Promise<EnvelopeResult<TOutput>>,
) {
  return abortableActor<TOutput, TInput>((args) => unwrap(call(args)).then((result) => result.data));
}
