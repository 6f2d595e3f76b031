/**
 * The body of every placeholder actor in a machine's `setup({ actors })`: the app supplies the real ones with
 * `machine.provide({ actors })` (src/logic), tests supply fakes; until then an invocation fails loudly.
 */
import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** Throws that actor `name` of `machine` (its file stem, e.g. `registration`) was not provided. */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}.machine: actor "${name}" was not provided`);
}

/**
 * A placeholder promise actor for `setup({ actors })`: typed with the real actor's output and input, it fails with
 * {@link notProvided} until `machine.provide({ actors })` supplies the real one.
 */
export function notProvidedActor<TOutput, TInput = NonReducibleUnknown>(machine: string, name: string) {
  return fromPromise<TOutput, TInput>(async () => notProvided(machine, name));
}
