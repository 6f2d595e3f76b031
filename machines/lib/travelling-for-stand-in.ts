/**
 * The session's `travellingFor` child until the app provides the chart itself (product §10.12 Carers). The chart
 * (machines/travelling-for.machine.ts) is only needed once signed in, so the session (machines/auth.machine.ts) does
 * not import it: /login's entry chunk stays without it (docs/performance.md). The app provides it loaded on demand
 * (src/logic/lazy-machine.ts, src/app/runtime.ts), tests provide it directly.
 */
import { setup } from 'xstate';
import type { travellingForMachine, TravellingForContext, TravellingForInput } from '../travelling-for.machine';

/**
 * A stateless stand-in with the chart's context: the tab's restored choice (input `{ actingFor }`), no travellers,
 * no message. Its selectors answer as the chart does before its list has loaded (myself or the restored traveller,
 * no chooser); it ignores every event. Typed as the chart, whose place in the session it holds.
 */
export const travellingForStandIn = setup({
  types: { context: {} as TravellingForContext, input: {} as TravellingForInput },
}).createMachine({
  id: 'travellingFor',
  context: ({ input }) => ({ travellers: [], actingFor: input.actingFor, noLongerShares: null }),
}) as unknown as typeof travellingForMachine;
