/**
 * The signed-in traveller's data and the pass-number choice of the login session (product §4 "After login the app
 * loads profile, recent locations, budget, upcoming trip and region", "Pass numbers at login"; §8 silent errors).
 * Spawned by the session machine (machines/auth.machine.ts) on entering `signedIn`, as its child `userData`, and
 * stopped when the session ends, which aborts a load in flight and cancels a pending retry. So the data lives
 * exactly as long as `signedIn`, and a data request that gets 401 waits for the session's refresh and retries
 * (the session's `active ⇄ refreshing` never touches this actor).
 *
 * States:
 * ```
 * loading ──(done)──▶ idle                      loading ──(error: silent)──▶ idle
 * loading ──(done: the decided pass's budget missing)──▶ loading (budget)
 * any ──(userData.reload | userData.retry | passNumber.select)──▶ loading (restarted)
 * ```
 * Account language: the first profile of the session applies its language (`applyAccountLanguage`). When that
 * replaced the language the page was shown in, the runtime reports `language.switched`; the chart then keeps a
 * notice ("Shown in English, the language of your account.") until `languageNotice.dismiss`, once per session.
 * `loading` invokes `loadUserData` for the parts in `pending`; a reload restarts it with the union of what was
 * pending and what is asked, so a reload never drops a part in flight.
 *
 * Budget in the first batch: the batch asks GET /users/budget together with the profile, with the
 * pass number already selected or remembered by the device, else without `X-Pass-Number` (the server then answers
 * the budget of a user's only pass number, openapi getBudget). When the profile arrives the product §4 pass-number
 * rules run (machines/lib/pass-number-rules.ts); a budget is kept only when its `passNumber` is the selected one,
 * and the decided pass's budget is fetched once more only when the batch did not bring it. Every selection (the
 * rules', the traveller's) is reported to the session (`passNumber.selected`), which sends it as `X-Pass-Number`
 * and keeps it in the stored session.
 *
 * Retries (for flaky networks): when a {@link REQUIRED_USER_DATA_PARTS} part fails to load, the machine asks
 * for it again by itself, at most {@link MAX_USER_DATA_RETRIES} times in a row, after 1 s, 2 s, 4 s (a delayed,
 * raised `userData.retry`). After the last failure `error` holds the error (the §8 silent kind) and `failed` the
 * missing parts. Views only render the state; an explicit `userData.reload` or `passNumber.select` starts a new
 * streak.
 */
import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { AppError, UserProfile } from './types';
import { UNEXPECTED_ERROR, toAppError, errorParams } from './lib/errors';
import { budgetFor, decideLoginPassNumber, passNumberNeedingBudget } from './lib/pass-number-rules';
import { notProvidedActor } from './lib/not-provided';
import {
  batchPassNumber,
  failedRequiredParts,
  firstProfileLanguage,
  initialContext,
  retryPlan,
  USER_DATA_PARTS,
  type LoadUserDataInput,
  type PassNumberSelectedEvent,
  type UserData,
  type UserDataContext,
  type UserDataEvent,
  type UserDataInput,
  type UserDataMachineEvent,
  type UserDataPart,
} from './lib/user-data-context';

export type {
  LoadUserDataInput,
  PassNumberSelectedEvent,
  UserData,
  UserDataContext,
  UserDataEvent,
  UserDataInput,
  UserDataPart,
} from './lib/user-data-context';
export { MAX_USER_DATA_RETRIES } from './lib/user-data-context';

/** What a loaded batch hands the `params` of its actions: the context and the parts that loaded. */
interface LoadedBatch {
  context: UserDataContext;
  event: { output: Partial<UserData> };
}

/** `params` of `storeData` and `needsDecidedPassBudget` after a batch: the parts it brought. */
const batchParams = ({ event }: LoadedBatch) => ({ data: event.output });

/** `params` of `applyAccountLanguage` after a batch: the account's language from its first profile, or null. */
const accountLanguageParams = ({ context, event }: LoadedBatch) => ({
  language: firstProfileLanguage(context, event.output),
});

/** `params` of `reportLoaded` after a batch: the data as stored and the parts the batch brought. */
const loadedParams = ({ context, event }: LoadedBatch) => ({
  data: context.data,
  loaded: USER_DATA_PARTS.filter((p) => p in event.output),
});

/** `params` of `reportPassNumber`: the selected pass number and whether the choice prompt was given. */
const passNumberParams = ({ context }: { context: UserDataContext }) => ({
  passNumber: context.passNumber,
  promptGiven: context.passNumberChecked || context.passNumberPromptGiven,
});

/**
 * product §4 user data and pass-number choice (XState v5). See the module comment for states, budget and retries.
 *
 * Actor to provide: `loadUserData`: {@link LoadUserDataInput} → `Partial<UserData>` with the requested parts,
 * fetched in one parallel batch; resolve with the parts that loaded (§8: failures are silent), reject only if
 * none did.
 *
 * Actions to provide: `applyAccountLanguage` `{ language }` (show the UI in the account's language
 * and keep it on the device; null = nothing to apply; called once per session, when its first profile arrives); when it
 * changed the page's language it sends this actor `language.switched` `{ language }` (the notice).
 * `reportLoaded` `{ data, loaded }` (after each load that brought something: the data as stored, the parts it
 * brought; the app keeps the offline snapshot and knows the API answers), `reportLoadFailed` `{ error }` (a load
 * that brought nothing). Both default to nothing.
 * `reportPassNumber` `{ passNumber, promptGiven }` defaults to `sendParent` of {@link PassNumberSelectedEvent} (the session).
 *
 * Guard (built in): `needsDecidedPassBudget`.
 */
export const userDataMachine = setup({
  types: {
    context: {} as UserDataContext,
    events: {} as UserDataMachineEvent,
    input: {} as UserDataInput,
  },
  actors: {
    loadUserData: notProvidedActor<Partial<UserData>, LoadUserDataInput>('user-data', 'loadUserData'),
  },
  actions: {
    applyAccountLanguage: (_, _params: { language: UserProfile['language'] | null }) => {},
    reportLoaded: (_, _params: { data: UserData; loaded: UserDataPart[] }) => {},
    reportLoadFailed: (_, _params: { error: AppError }) => {},
    reportPassNumber: sendParent(
      (_, params: { passNumber: string | null; promptGiven: boolean }): PassNumberSelectedEvent => ({
        type: 'passNumber.selected',
        passNumber: params.passNumber,
        promptGiven: params.promptGiven,
      }),
    ),
    queueParts: assign(({ context }, params: { parts?: UserDataPart[] }) => {
      // Restart with the union of what was pending and what is asked, so a reload never drops a part in flight.
      const asked = params.parts ?? USER_DATA_PARTS;
      return { pending: USER_DATA_PARTS.filter((p) => asked.includes(p) || context.pending.includes(p)) };
    }),
    storeData: assign(({ context }, params: { data: Partial<UserData> }) => {
      const data = { ...context.data, ...params.data };
      if (!data.profile || context.passNumberChecked || params.data.profile === undefined) {
        data.budget = budgetFor(data.budget, context.passNumber);
        return { data, pending: [], error: null };
      }
      const decision = decideLoginPassNumber(data.profile, context.passNumber, context.rememberedPassNumber);
      // Only the selected pass's budget is shown: the batch's is kept when it is that pass's.
      data.budget = budgetFor(data.budget, decision.passNumber);
      return {
        data,
        pending: [],
        error: null,
        passNumber: decision.passNumber,
        // Once per login session: a reload of the session does not ask again.
        passNumberPrompt: context.passNumberPromptGiven ? null : decision.prompt,
        passNumberChecked: true,
        rememberedPassNumber: null,
      };
    }),
    storeError: assign((_, params: { error: unknown }) => ({ pending: [], error: toAppError(params.error) })),
    /**
     * Notes the required parts the finished load (`loaded`; null: it failed as a whole) did not bring, except those
     * fetched again right away (`except`); a load that brought them all ends the retry streak.
     */
    recordFailures: assign(
      ({ context }, params: { loaded: Partial<UserData> | null; except?: UserDataPart[] }) => {
        const failed = failedRequiredParts(context.pending, params.loaded).filter(
          (p) => !params.except?.includes(p),
        );
        return { failed, retries: failed.length === 0 ? 0 : context.retries };
      },
    ),
    /**
     * Failed required parts: raises a delayed `userData.retry` (id `userDataRetry`) while retries are
     * left ({@link retryPlan}: after 1, 2, 4 s), else gives up and keeps an error for the views. The cast is for
     * TypeScript only: inside this `setup`, any `enqueueActions` makes the inferred action map circular (TS2719);
     * at run time XState runs it as the enqueueActions action it is (tests/machines/user-data.machine.test.ts).
     */
    scheduleRetry: enqueueActions<UserDataContext, UserDataEvent, undefined, UserDataEvent>(
      ({ context, enqueue }) => {
        const plan = retryPlan(context);
        if (plan === 'giveUp') enqueue.assign({ error: context.error ?? { ...UNEXPECTED_ERROR } });
        else if (plan)
          enqueue.raise(
            { type: 'userData.retry', parts: plan.parts },
            { id: 'userDataRetry', delay: plan.delay },
          );
      },
    ) as unknown as () => void,
    countRetry: assign(({ context }) => ({ retries: context.retries + 1, failed: [] })),
    resetRetries: assign({ retries: 0 }),
    updateData: assign(({ context, event }) => {
      assertEvent(event, 'userData.update');
      const data = { ...context.data, ...event.data };
      return { data: { ...data, budget: budgetFor(data.budget, context.passNumber) } };
    }),
    selectPassNumber: assign(({ context, event }) => {
      assertEvent(event, 'passNumber.select');
      return {
        passNumber: event.passNumber,
        passNumberPrompt: null,
        passNumberChecked: true,
        // The previous pass's budget goes until the chosen one's arrives.
        data: { ...context.data, budget: budgetFor(context.data.budget, event.passNumber) },
      };
    }),
    dismissPassNumberPrompt: assign({ passNumberPrompt: null }),
    showLanguageNotice: assign(({ event }) => {
      assertEvent(event, 'language.switched');
      return { languageNotice: event.language, languageNoticeGiven: true };
    }),
    dismissLanguageNotice: assign({ languageNotice: null }),
  },
  guards: {
    /** The language notice has not been given in this session yet (it is given once). */
    isLanguageNoticeDue: ({ context }) => !context.languageNoticeGiven,
    /** The first profile of the session selects a pass number whose budget the batch did not bring. */
    needsDecidedPassBudget: ({ context }, params: { data: Partial<UserData> }) =>
      passNumberNeedingBudget(params.data, {
        passNumber: context.passNumber,
        rememberedPassNumber: context.rememberedPassNumber,
        checked: context.passNumberChecked,
      }) !== null,
  },
}).createMachine({
  id: 'userData',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  on: {
    'passNumber.select': {
      target: '.loading',
      reenter: true,
      actions: [
        'selectPassNumber',
        { type: 'reportPassNumber', params: passNumberParams },
        'resetRetries',
        { type: 'queueParts', params: { parts: ['budget'] } },
      ],
    },
    'passNumber.dismiss': { actions: 'dismissPassNumberPrompt' },
    'language.switched': { guard: 'isLanguageNoticeDue', actions: 'showLanguageNotice' },
    'languageNotice.dismiss': { actions: 'dismissLanguageNotice' },
    'userData.reload': {
      target: '.loading',
      reenter: true,
      actions: ['resetRetries', { type: 'queueParts', params: ({ event }) => ({ parts: event.parts }) }],
    },
    'userData.retry': {
      target: '.loading',
      reenter: true,
      actions: ['countRetry', { type: 'queueParts', params: ({ event }) => ({ parts: event.parts }) }],
    },
    'userData.update': { actions: 'updateData' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadUserData',
        src: 'loadUserData',
        input: ({ context }) => ({ parts: context.pending, passNumber: batchPassNumber(context) }),
        onDone: [
          {
            guard: { type: 'needsDecidedPassBudget', params: batchParams },
            // A stale remembered pass number or a failed budget request: fetch the selected pass's budget now.
            target: 'loading',
            reenter: true,
            actions: [
              {
                type: 'recordFailures',
                params: ({ event }) => ({ loaded: event.output, except: ['budget'] }),
              },
              // The account's language wins once per session (its first profile).
              { type: 'applyAccountLanguage', params: accountLanguageParams },
              { type: 'storeData', params: batchParams },
              { type: 'reportLoaded', params: loadedParams },
              { type: 'reportPassNumber', params: passNumberParams },
              { type: 'queueParts', params: { parts: ['budget'] } },
              // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
              'scheduleRetry',
            ],
          },
          {
            target: 'idle',
            actions: [
              { type: 'recordFailures', params: ({ event }) => ({ loaded: event.output }) },
              // The account's language wins once per session (its first profile).
              { type: 'applyAccountLanguage', params: accountLanguageParams },
              { type: 'storeData', params: batchParams },
              { type: 'reportLoaded', params: loadedParams },
              // The pass-number rules may just have selected one (with its budget from the batch).
              { type: 'reportPassNumber', params: passNumberParams },
              // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
              'scheduleRetry',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'recordFailures', params: { loaded: null } },
            { type: 'storeError', params: errorParams },
            {
              type: 'reportLoadFailed',
              params: ({ context }) => ({ error: context.error ?? UNEXPECTED_ERROR }),
            },
            // Failed required parts: a delayed `userData.retry` (retryPlan), or give up after the last one.
            'scheduleRetry',
          ],
        },
      },
    },
    idle: {},
  },
});

/** Snapshot of {@link userDataMachine}; `undefined` stands for "signed out" (no user-data actor) in selectors. */
export type UserDataSnapshot = SnapshotFrom<typeof userDataMachine>;

// The selectors live beside the context (views import them from there, so a page that only reads the data does
// not load this chart: docs/performance.md); re-exported here for the chart's own readers and tests.
export * from './lib/user-data-selectors';
