import { loginFormMachine } from '../../machines/login-form.machine';
import type { MachinePlan } from './plan-types';

/**
 * Test plan of machines/login-form.machine.ts (product §2 /login, §5 login validation). What a complete form leads to
 * (logged in, refused, /activate) is the session's: tests/model/auth.plan.ts.
 */
export const loginFormPlan: MachinePlan = {
  name: 'login-form',
  machine: loginFormMachine,
  setup:
    'Fresh reference server (seeded demo traveller demo@example.com / Welkom-2026!), no stored session; open the app at /login, language Nederlands.',
  options: {},
  see: {
    editing:
      'The login page "Inloggen" with the fields E-mailadres and Wachtwoord and an enabled "Inloggen" button; what was typed stays in the fields.',
  },
  do: {
    '(root):form.change': 'Type demo@example.com in E-mailadres.',
    'editing:form.submit [isFormValid]':
      'Fill in demo@example.com and a wrong password "Niet-het-wachtwoord1!" and press "Inloggen": the login request is sent with both, the server refuses it ("Gebruikersnaam of wachtwoord is onjuist") and both fields keep what was typed.',
    'editing:form.submit':
      'Empty both fields and press "Inloggen": "Vul uw e-mailadres in" and "Vul uw wachtwoord in" show, focus moves to E-mailadres, no request is sent.',
  },
};
