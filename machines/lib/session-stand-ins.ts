/**
 * The session's children until the app provides their charts (product §4 "After login the app loads profile, …",
 * product §10.12 Carers). The user-data chart (machines/user-data.machine.ts) and the travelling-for chart
 * (machines/travelling-for.machine.ts) are only needed once signed in, so the session (machines/auth.machine.ts)
 * does not import them: /login's entry chunk stays without them (docs/performance.md). The app provides them
 * loaded on demand (src/logic/lazy-machine.ts, src/app/runtime.ts); tests provide them directly.
 *
 * Each stand-in has its chart's id and initial context and ignores every event; typed as its chart, whose place in
 * the session it holds, its snapshot answers the chart's selectors as the chart does on starting.
 */
import { setup } from 'xstate';
import type {
  travellingForMachine,
  TravellingForContext,
  TravellingForInput,
} from '../travelling-for.machine';
import type { userDataMachine } from '../user-data.machine';
import { initialContext, type UserDataContext, type UserDataInput } from './user-data-context';

/**
 * Stand-in of the user-data chart: in `loading`, every part pending, nothing loaded, the session's pass number
 * (input `{ passNumber, rememberedPassNumber, passNumberPromptGiven }`), as the chart starts.
 */
export const userDataStandIn = setup({
  types: { context: {} as UserDataContext, input: {} as UserDataInput },
}).createMachine({
  id: 'userData',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: { loading: {} },
}) as unknown as typeof userDataMachine;

/**
 * Stand-in of the travelling-for chart: the tab's restored choice (input `{ actingFor }`), no travellers, no
 * message: myself or the restored traveller, no chooser, as the chart answers before its list has loaded.
 */
export const travellingForStandIn = setup({
  types: { context: {} as TravellingForContext, input: {} as TravellingForInput },
}).createMachine({
  id: 'travellingFor',
  context: ({ input }) => ({ travellers: [], actingFor: input.actingFor, noLongerShares: null }),
}) as unknown as typeof travellingForMachine;
