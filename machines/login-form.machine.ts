/**
 * The /login form (product §2 /login "email and password", §5 login validation "email and password required"):
 * what is typed, which field is invalid, and where focus goes after a refused submit. The session itself (the
 * login request, refused credentials, UserNotConfirmed → /activate) is machines/auth.machine.ts; this chart hands
 * it a complete form and nothing else.
 *
 * ```
 * (any) ──(form.change)                                     values kept; errors follow the typing once submitted
 * editing ──(form.submit, both filled)──▶ editing            submitLogin { email, password } → auth `login.submit`
 * editing ──(form.submit, a field empty)──▶ editing          showErrors: both messages, focus on the first
 * ```
 */
import { setup } from 'xstate';
import { formActions, initialFormState, type FormEvent, type FormState } from './lib/form-actions';
import { validateLoginForm } from './lib/login-rules';

/** The login form's fields, as typed (the email is trimmed when it is sent, not while typing). */
export interface LoginForm {
  email: string;
  password: string;
}

/** The login form's fields in the order they are shown (the first invalid one gets focus). */
export const LOGIN_FIELDS = ['email', 'password'] as const satisfies readonly (keyof LoginForm)[];

/** Context of {@link loginFormMachine}. */
export type LoginFormContext = FormState<LoginForm>;

/** Events accepted by {@link loginFormMachine}. */
export type LoginFormEvent = FormEvent<LoginForm>;

const form = formActions<LoginFormContext, LoginFormEvent>((values) =>
  validateLoginForm(values.email, values.password),
);

/**
 * product §2/§5 login form statechart (XState v5), one state: the form is always editable; the session decides
 * what a complete form leads to (its `signedOut.submitting` keeps the view's button busy).
 *
 * Actions to provide (the default does nothing): `submitLogin` `{ email, password }` (send `login.submit` to the
 * session actor; the password is handed on, never kept anywhere but this form's context).
 *
 * Guards (built in): `isFormValid` (product §5: email not blank, password not empty).
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginFormContext,
    events: {} as LoginFormEvent,
  },
  actions: {
    submitLogin: (_, _params: LoginForm) => {},
    applyChange: form.applyChange(),
    showErrors: form.showErrors(),
    startSubmit: form.startSubmit(),
  },
  guards: {
    isFormValid: form.isValid,
  },
}).createMachine({
  id: 'loginForm',
  context: () => initialFormState<LoginForm>({ email: '', password: '' }),
  on: {
    'form.change': { actions: 'applyChange' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'form.submit': [
          {
            guard: 'isFormValid',
            actions: ['startSubmit', { type: 'submitLogin', params: ({ context }) => context.form }],
          },
          { actions: 'showErrors' },
        ],
      },
    },
  },
});
