/**
 * The step a flow stands at, for views that show one panel per top-level state (product §10.11 the change
 * dialog, §11.1 pausing a series): the first of `steps` the snapshot matches, in the order given, else `fallback`.
 */
export function stepOf<Step extends string>(
  snapshot: { matches: (state: Step) => boolean },
  steps: readonly Step[],
  fallback: Step,
): Step {
  return steps.find((step) => snapshot.matches(step)) ?? fallback;
}
