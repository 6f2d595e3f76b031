import { fromPromise, type NonReducibleUnknown } from 'xstate';

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
