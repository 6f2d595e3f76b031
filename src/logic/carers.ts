/**
 * Carers wired to the real world (API extension beyond the operator's API, product §10.12 "Carers"). Built once
 * per runtime by ./use-logic.tsx.
 */
import type { Actor } from 'xstate';
import { carerInvitationMachine, carersMachine } from '../../machines/account';
import { createCarerInvitationActors, createCarersActors } from './actors/carer-actors';
import type { LogicRuntime } from './runtime';
import { userDataOf } from './user-data';

/**
 * Provides machines/account/carers.machine.ts (the profile tab "Carers": the traveller's carers and the travellers
 * the account helps) with the carer calls of the Ticketing API.
 */
export function createCarersLogic(runtime: LogicRuntime) {
  return carersMachine.provide({ actors: createCarersActors(runtime.clients) });
}

/**
 * Provides machines/account/carer-invitation.machine.ts (the page `/carer/accept/<token>`) with the invitation
 * calls of the Ticketing API (the token comes as the actor's input) and, once the account cares for the traveller,
 * a reload of the session's profile (GET /users: `isCarer`, product §10.12).
 */
export function createCarerInvitationLogic(runtime: LogicRuntime) {
  return carerInvitationMachine.provide({
    actors: createCarerInvitationActors(runtime.clients),
    actions: {
      carerLinked: () => userDataOf(runtime)?.send({ type: 'userData.reload', parts: ['profile'] }),
    },
  });
}

/** The actor of {@link createCarersLogic}'s machine (the profile page starts one). */
export type CarersActor = Actor<ReturnType<typeof createCarersLogic>>;
