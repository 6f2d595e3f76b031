/**
 * The body of every placeholder actor in a machine's `setup({ actors })`: the app supplies the real ones with
 * `machine.provide({ actors })` (src/logic), tests supply fakes; until then an invocation fails loudly.
 */

/** Throws that actor `name` of `machine` (its file stem, e.g. `registration`) was not provided. */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}.machine: actor "${name}" was not provided`);
}
