import { passwordPolicyMachine } from '../../machines/account/password-policy.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/account/password-policy.machine.ts, the child that loads the server's password policy for
 * the live checklist of /register, /change and /profile tab "Wachtwoord" (product §3 Password policy, §5.1, §7.2,
 * §9 minimum of 8). Played on /register; the three parents' plans take the loaded policy on their own page.
 */
export const passwordPolicyPlan: MachinePlan = {
  name: 'password-policy',
  machine: passwordPolicyMachine,
  setup:
    'Fresh reference server (password policy: at least 8 characters, a lowercase and an uppercase letter, a digit, a symbol, at most 3 identical characters in a row). Open /register, language Nederlands. The password policy is held back until the path says otherwise. The same chart loads the policy on /change and on /profile, tab "Wachtwoord".',
  options: {},
  see: {
    loading:
      'While the policy loads, the checklist "Uw wachtwoord moet bestaan uit:" under Wachtwoord shows the minimum only: "minimaal 8 tekens" (no "een kleine letter").',
    loaded:
      'The checklist shows every rule of the server: "minimaal 8 tekens", "een kleine letter", "een hoofdletter", "een cijfer", a symbol and "niet meer dan 3 dezelfde tekens achter elkaar".',
    failed:
      'No error message; the checklist keeps the minimum only ("minimaal 8 tekens"), the server still checks its policy.',
  },
  do: {
    'loading:xstate.done.actor.loadPasswordPolicy → loaded': 'The server sends its password policy.',
    'loading:xstate.error.actor.loadPasswordPolicy → failed':
      'The server cannot send the policy (503): silently, no message.',
  },
};
