/**
 * The carer invitation page `/carer/accept/<token>` once signed in (API extension beyond the operator's API,
 * product §10.12 "Carers"): who asks and for what (GET /carer-invitations/{token}), "Accept"
 * (POST …/accept) and "Decline" (POST …/decline). Only the invited e-mail's account may answer.
 *
 * States:
 * ```
 * checking ──(malformed token)──▶ closed (notFound)
 *    └──▶ loading ──(done: invited)──▶ open ──invitation.accept──▶ accepting ──(done)──▶ accepted
 *           │        (done: active)──▶ accepted     │                  ├─(409 declined)──▶ declined
 *           │        (done: declined)─▶ declined    │                  ├─(403/404/409/410/429)──▶ closed
 *           │                                       │                  └─(no answer, 5xx)──▶ open + problem
 *           ├─(403/404/410/429)──▶ closed           └─invitation.decline──▶ declining ──(done)──▶ declined
 *           └─(no answer, 5xx)──▶ failed ──invitation.retry──▶ loading        (409 accepted ▶ accepted; others as above)
 * ```
 * An invitation past its end answers 410 `InvitationExpired` (the server checks the expiry), never 200.
 * `closed` keeps why in `reason` (expired, ended, not for this account, unknown link, blocked, carer full).
 * One actor per page visit (src/logic/carers.ts), input the token of the path.
 */
import { assign, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { errorParams, toAppError } from '../lib/errors';
import { notProvidedActor } from '../lib/not-provided';
import {
  answeredStatus,
  invitationClosedReason,
  isWellFormedInvitationToken,
  type CaredTraveller,
  type CarerInvitation,
  type InvitationClosedReason,
} from './carer-rules';

/** Input of {@link carerInvitationMachine}: the token of the link, as the path carries it. */
export interface CarerInvitationInput {
  token: string;
}

/** Input of the `getCarerInvitation`, `acceptCarerInvitation` and `declineCarerInvitation` actors. */
export interface CarerInvitationTokenInput {
  token: string;
}

/** Context of {@link carerInvitationMachine}. */
export interface CarerInvitationContext {
  token: string;
  /** What the invitation asks, once loaded. */
  invitation: CarerInvitation | null;
  /** The traveller the account now cares for, once accepted here. */
  traveller: CaredTraveller | null;
  /** Why the invitation cannot be answered (`closed`). */
  reason: InvitationClosedReason | null;
  /** i18n key of a passing failure of accept or decline ("try again"), or null. */
  problem: string | null;
}

/** Events accepted by {@link carerInvitationMachine}. */
export type CarerInvitationEvent =
  /** Load again after a failure (`failed`). */
  | { type: 'invitation.retry' }
  /** Accept (`open`). */
  | { type: 'invitation.accept' }
  /** Decline (`open`). */
  | { type: 'invitation.decline' };

const MACHINE = 'carer-invitation';

/** Input of every call: the invitation's token. */
const tokenInput = ({ context }: { context: CarerInvitationContext }) => ({ token: context.token });
/** `params` of the guards and `storeInvitation`: the invitation the server answered with. */
const invitationParams = ({ event }: { event: { output: CarerInvitation } }) => ({
  invitation: event.output,
});
/** `storeTraveller` params: the traveller the accepted invitation links to. */
const travellerParams = ({ event }: { event: { output: CaredTraveller } }) => ({ traveller: event.output });

const closedBy = (error: unknown): InvitationClosedReason | null => invitationClosedReason(toAppError(error));

/**
 * Statechart (XState v5); see the module comment.
 *
 * Actors to provide (each rejects with a §8 error and honours `signal`):
 * - `getCarerInvitation`: {@link CarerInvitationTokenInput} → {@link CarerInvitation} (GET /carer-invitations/{token}).
 * - `acceptCarerInvitation`: → the {@link CaredTraveller} (POST /carer-invitations/{token}/accept).
 * - `declineCarerInvitation`: → the declined {@link CarerInvitation} (POST /carer-invitations/{token}/decline).
 *
 * Action to provide (the default does nothing): `carerLinked`, on entering `accepted` (the account now cares for the
 * traveller: what the session knows of it, e.g. the profile's `isCarer`, is out of date).
 */
export const carerInvitationMachine = setup({
  types: {
    context: {} as CarerInvitationContext,
    events: {} as CarerInvitationEvent,
    input: {} as CarerInvitationInput,
  },
  actors: {
    getCarerInvitation: notProvidedActor<CarerInvitation, CarerInvitationTokenInput>(
      MACHINE,
      'getCarerInvitation',
    ),
    acceptCarerInvitation: notProvidedActor<CaredTraveller, CarerInvitationTokenInput>(
      MACHINE,
      'acceptCarerInvitation',
    ),
    declineCarerInvitation: notProvidedActor<CarerInvitation, CarerInvitationTokenInput>(
      MACHINE,
      'declineCarerInvitation',
    ),
  },
  actions: {
    carerLinked: () => {},
    storeInvitation: assign((_, params: { invitation: CarerInvitation }) => ({
      invitation: params.invitation,
    })),
    storeTraveller: assign((_, params: { traveller: CaredTraveller }) => ({
      traveller: params.traveller,
      problem: null,
    })),
    markNotFound: assign({ reason: 'notFound' as const }),
    storeReason: assign((_, params: { error: unknown }) => ({ reason: closedBy(params.error) })),
    startAnswer: assign({ problem: null }),
    storeAcceptProblem: assign({ problem: 'carers.invitation.acceptFailed' }),
    storeDeclineProblem: assign({ problem: 'carers.invitation.declineFailed' }),
  },
  guards: {
    isWellFormed: ({ context }) => isWellFormedInvitationToken(context.token),
    isActive: (_, params: { invitation: CarerInvitation }) => params.invitation.status === 'active',
    isDeclined: (_, params: { invitation: CarerInvitation }) => params.invitation.status === 'declined',
    isClosed: (_, params: { error: unknown }) => closedBy(params.error) !== null,
    isAlreadyDeclined: (_, params: { error: unknown }) =>
      answeredStatus(toAppError(params.error)) === 'declined',
    isAlreadyAccepted: (_, params: { error: unknown }) =>
      answeredStatus(toAppError(params.error)) === 'active',
  },
}).createMachine({
  id: 'carerInvitation',
  context: ({ input }) => ({
    token: input.token,
    invitation: null,
    traveller: null,
    reason: null,
    problem: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isWellFormed', target: 'loading' },
        { target: 'closed', actions: 'markNotFound' },
      ],
    },
    loading: {
      invoke: {
        id: 'getCarerInvitation',
        src: 'getCarerInvitation',
        input: tokenInput,
        onDone: [
          {
            guard: { type: 'isActive', params: invitationParams },
            target: 'accepted',
            actions: { type: 'storeInvitation', params: invitationParams },
          },
          {
            guard: { type: 'isDeclined', params: invitationParams },
            target: 'declined',
            actions: { type: 'storeInvitation', params: invitationParams },
          },
          {
            target: 'open',
            actions: { type: 'storeInvitation', params: invitationParams },
          },
        ],
        onError: [
          {
            guard: { type: 'isClosed', params: errorParams },
            target: 'closed',
            actions: { type: 'storeReason', params: errorParams },
          },
          { target: 'failed' },
        ],
      },
    },
    failed: {
      on: { 'invitation.retry': 'loading' },
    },
    open: {
      on: {
        'invitation.accept': { target: 'accepting', actions: 'startAnswer' },
        'invitation.decline': { target: 'declining', actions: 'startAnswer' },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptCarerInvitation',
        src: 'acceptCarerInvitation',
        input: tokenInput,
        onDone: {
          target: 'accepted',
          actions: { type: 'storeTraveller', params: travellerParams },
        },
        onError: [
          { guard: { type: 'isAlreadyDeclined', params: errorParams }, target: 'declined' },
          {
            guard: { type: 'isClosed', params: errorParams },
            target: 'closed',
            actions: { type: 'storeReason', params: errorParams },
          },
          { target: 'open', actions: 'storeAcceptProblem' },
        ],
      },
    },
    declining: {
      invoke: {
        id: 'declineCarerInvitation',
        src: 'declineCarerInvitation',
        input: tokenInput,
        onDone: {
          target: 'declined',
          actions: { type: 'storeInvitation', params: invitationParams },
        },
        onError: [
          { guard: { type: 'isAlreadyAccepted', params: errorParams }, target: 'accepted' },
          {
            guard: { type: 'isClosed', params: errorParams },
            target: 'closed',
            actions: { type: 'storeReason', params: errorParams },
          },
          { target: 'open', actions: 'storeDeclineProblem' },
        ],
      },
    },
    accepted: { type: 'final', entry: 'carerLinked' },
    declined: { type: 'final' },
    closed: { type: 'final' },
  },
});

/** Snapshot of {@link carerInvitationMachine}. */
export type CarerInvitationSnapshot = SnapshotFrom<typeof carerInvitationMachine>;

/** The invitation is being checked or loaded. */
export const selectInvitationLoading = (s: CarerInvitationSnapshot): boolean =>
  s.matches('checking') || s.matches('loading');
/** An answer (accept or decline) is being sent. */
export const selectIsAnswering = (s: CarerInvitationSnapshot): 'accept' | 'decline' | null =>
  s.matches('accepting') ? 'accept' : s.matches('declining') ? 'decline' : null;
