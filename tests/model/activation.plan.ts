import { activationMachine } from '../../machines/account/activation.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/account/activation.machine.ts (product §2.1 /activate, §5 activation code, §7 activate / renew). */
export const activationPlan: MachinePlan = {
  name: 'activation',
  machine: activationMachine,
  setup:
    'Fresh reference server. Jan Bakker (j.bakker@example.nl, password Silodam-1A!) has just registered and not activated yet; his activation code is in the dev outbox (/dev/outbox). Open /activate?email=j.bakker%40example.nl (as the registration does), language Nederlands.',
  options: {},
  see: {
    form: 'The activation page "Account activeren" (or, once activated, the login page).',
    'form.editing':
      'The fields E-mailadres (filled in) and Activatiecode; the button "Account activeren" is not busy.',
    'form.submitting': 'The button "Account activeren" is busy while the server answers.',
    'form.activated':
      'The login page "Inloggen" and the message "Uw account is geactiveerd. U kunt nu inloggen."',
    resend: 'The part "Stuur mij een nieuwe code" of the activation page (gone once activated).',
    'resend.idle': 'The button "Stuur mij een nieuwe code" can be pressed; no "nieuwe code verstuurd" text.',
    'resend.sending': 'The button "Stuur mij een nieuwe code" is busy while the server answers.',
    'resend.sent':
      'The text "Er is een nieuwe code verstuurd naar j.bakker@example.nl. Over 30 seconden kunt u opnieuw een code aanvragen." and the button "Stuur mij een nieuwe code" disabled.',
  },
  do: {
    '(root):form.change':
      'Type "12a" in Activatiecode: the field keeps the digits only ("12"); the button stays disabled.',
    'form.editing:form.submit [isCodeComplete && isFormValid] → form.submitting':
      'Type the 6-digit code from the mail (dev outbox) in Activatiecode and press "Account activeren" (the server has not answered yet).',
    'form.editing:form.submit [isCodeComplete]':
      'Change E-mailadres to "j.bakker@", type 6 digits in Activatiecode and press "Account activeren": "Vul een geldig e-mailadres in." shows, nothing is sent.',
    'form.submitting:xstate.done.actor.activateAccount → form.activated': 'The server activates the account.',
    'form.submitting:xstate.error.actor.activateAccount [isCodeRejected] → form.editing':
      'The code does not match (the server answers 400 InvalidToken for another 6-digit code; an unknown address gets the very same answer): Activatiecode says "Deze code is niet juist. Controleer de code of vraag een nieuwe code aan."',
    'form.submitting:xstate.error.actor.activateAccount → form.editing':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows, the code stays filled in.',
    'resend.idle:code.resend [isEmailValid] → resend.sending':
      'Press "Stuur mij een nieuwe code" with the address filled in (the server has not answered yet).',
    'resend.idle:code.resend':
      'Change E-mailadres to "j.bakker@" and press "Stuur mij een nieuwe code": "Vul een geldig e-mailadres in." shows, nothing is sent.',
    'resend.sending:xstate.done.actor.renewActivationToken → resend.sent':
      'The server mails a new code (a second activation mail in the dev outbox).',
    'resend.sending:xstate.error.actor.renewActivationToken → resend.idle':
      'The server is unavailable (503): the message "Dienst tijdelijk niet beschikbaar" shows.',
    'resend.sent:xstate.after.resendCooldown → resend.idle':
      'Wait 30 seconds (the test advances a fake clock): the text disappears and the button can be pressed again.',
  },
};
