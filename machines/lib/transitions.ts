/**
 * Transition and state-node fragments the statecharts share (one piece of config where the behaviour
 * really is the same). Each builder returns plain config that refers to actions, guards and actors by name only
 * (the machine's `setup({...})` supplies them and type-checks the names), so the built chart still names every
 * implementation (tests/machines/static-config.test.ts) and the model derivation (scripts/lib/statechart-model.ts)
 * sees the same states and transitions as if they were written out. The price: a source-only importer (Stately
 * Studio's paste) sees a call where the fragment stands. Use:
 * ```ts
 * onError: storeErrorAnd('waiting', 'reportError'),
 * onError: fieldRefusalOr('editing', 'isFieldRefusal', 'showRefusal', 'notifyError'),
 * ```
 * Pure: no React, no fetch, no DOM.
 */
import { appErrorParams, errorParams } from './errors';
import type { PasswordPolicy } from './password-rules';

/** `params` of `storePolicy`: the policy `loadPasswordPolicy` returned. */
const policyParams = ({ event }: { event: { output: PasswordPolicy } }) => ({ policy: event.output });

/**
 * `onError` of a request whose failure is kept and told: `storeError` `{ error }` (the §8 error in context), then
 * `report` `{ error: AppError }` (a toast, or a log for silent polls), then to `target`.
 */
export function storeErrorAnd<const TTarget extends string, const TReport extends string>(
  target: TTarget,
  report: TReport,
) {
  return {
    target,
    actions: [
      { type: 'storeError', params: errorParams },
      { type: report, params: appErrorParams },
    ],
  } as const;
}

/**
 * `onError` of a form's request: a refusal tied to fields (guard `refused` `{ error }`) shows them with `show`
 * `{ error }` (focus moves there); any other failure is told with `notify` `{ error: AppError }` (§8 toast). Both
 * go to `target`, typed values kept.
 */
export function fieldRefusalOr<
  const TTarget extends string,
  const TGuard extends string,
  const TShow extends string,
  const TNotify extends string,
>(target: TTarget, refused: TGuard, show: TShow, notify: TNotify) {
  return [
    { guard: { type: refused, params: errorParams }, target, actions: { type: show, params: errorParams } },
    { target, actions: { type: notify, params: appErrorParams } },
  ] as const;
}

/**
 * `onError` of an optional API extension: a 404 for the endpoint itself (guard `isMissingEndpoint`
 * `{ error }`) goes to `unavailable` (the feature hides); any other failure goes to `target`, with `action` when
 * given (e.g. `{ type: 'storeError', params: errorParams }`).
 */
export function missingEndpointOr<const TTarget extends string, const TAction = never>(
  target: TTarget,
  action?: TAction,
) {
  const unavailable = {
    guard: { type: 'isMissingEndpoint', params: errorParams },
    target: 'unavailable',
  } as const;
  return [unavailable, action === undefined ? { target } : { target, actions: action }] as const;
}

/**
 * `form.submit` of a form statechart: a valid form (guard `valid`) goes to `target` with `startSubmit`; an
 * invalid one stays and shows its errors with `show` (focus moves to the first invalid field).
 */
export function submitWhenValid<const TGuard, const TTarget extends string, const TShow extends string>(
  valid: TGuard,
  target: TTarget,
  show: TShow,
) {
  return [{ guard: valid, target, actions: 'startSubmit' }, { actions: show }] as const;
}

/**
 * The `policy` region of the password forms (product §3 Password policy, §5 live checklist): `loading` invokes
 * `loadPasswordPolicy` (no input → `PasswordPolicy`) and stores it with `storePolicy` `{ policy }` → `loaded`.
 * A failure is silent → `failed`: the checklist keeps the §9 minimum and the server still enforces its policy.
 */
export function passwordPolicyRegion() {
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadPasswordPolicy',
          onDone: { target: 'loaded', actions: { type: 'storePolicy', params: policyParams } },
          onError: { target: 'failed' },
        },
      },
      loaded: {},
      failed: {},
    },
  } as const;
}
