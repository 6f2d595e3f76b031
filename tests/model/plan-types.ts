import type { AnyStateMachine } from 'xstate';
import type { ModelOptions } from '../../scripts/lib/statechart-model';

/**
 * A machine's test plan in words (pure data, no DOM): what a traveller sees in each state and what they do for
 * each transition. scripts/test-plans.ts turns it into docs/test-plans/<machine>.md; the model test pairs every
 * entry with an executable assertion / action and fails when a state or transition of the machine has none.
 */
export interface MachinePlan {
  /** File name stem, e.g. `auth` for machines/auth.machine.ts. */
  name: string;
  machine: AnyStateMachine;
  /** Where the test starts, in words (precondition of every path). */
  setup: string;
  options: ModelOptions;
  /** State path → what a traveller sees. */
  see: Record<string, string>;
  /** Transition key → what to do (or what the app/server does). */
  do: Record<string, string>;
}
