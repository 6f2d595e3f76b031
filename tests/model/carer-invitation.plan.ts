import { carerInvitationMachine } from '../../machines/account/carer-invitation.machine';
import type { MachinePlan } from './plan-types';

const WELL_FORMED = 'checking:always [isWellFormed] → loading';
const MALFORMED = 'checking:always → closed';

/**
 * Test plan of machines/account/carer-invitation.machine.ts (the page /carer/accept/<token>; API extension beyond
 * the operator's API, product §10.12 "Carers": GET /carer-invitations/{token}, POST …/accept, POST …/decline).
 */
export const carerInvitationPlan: MachinePlan = {
  name: 'carer-invitation',
  machine: carerInvitationMachine,
  setup:
    'Fresh reference server; maand@example.com (Maria Maandfactuur) invites demo@example.com as a carer who may book and manage her trips, through the API; the link /carer/accept/<token> is in the outbox (GET /dev/outbox?to=demo@example.com, kind carerInvitation). Log in as demo@example.com, then open that link (or, for the malformed start, /carer/accept/not-a-token). Language Nederlands. The invitation request (GET /carer-invitations/<token>) waits until the first step.',
  options: {
    facts: { malformed: false },
    // Starts: the link of the mail, and a link whose token is not one (cut off or mistyped).
    initialFacts: [{}, { malformed: true }],
    factGuards: {
      [WELL_FORMED]: (f) => f.malformed !== true,
      [MALFORMED]: (f) => f.malformed === true,
    },
  },
  see: {
    checking: '(passes at once) The page "Uitnodiging als mantelzorger".',
    loading: 'The page "Uitnodiging als mantelzorger" with "De uitnodiging wordt geladen…".',
    failed:
      '"De uitnodiging kan nu niet worden geladen. Probeer het opnieuw." with the button "Opnieuw proberen".',
    open: '"Maria Maandfactuur vraagt of u mantelzorger wilt zijn.", "U mag dan ritten voor Maria boeken en beheren.", "Deze uitnodiging is geldig tot en met <date>." and the buttons "Accepteren" and "Weigeren", neither busy.',
    accepting: '"Accepteren" is busy (and "Weigeren" off) while the server answers.',
    declining: '"Weigeren" is busy (and "Accepteren" off) while the server answers.',
    accepted:
      '"Uitnodiging geaccepteerd": "U bent nu mantelzorger van Maria Maandfactuur." with the link "Naar de startpagina".',
    declined:
      '"Uitnodiging geweigerd": "U heeft de uitnodiging van Maria Maandfactuur geweigerd. …" with the link "Naar de startpagina".',
    closed:
      '"Deze uitnodiging werkt niet" with why (e.g. "Deze uitnodiging bestaat niet. Controleer de link in de e-mail.", "Deze uitnodiging is verlopen. …", "Deze uitnodiging is ingetrokken of beëindigd.") and a link onward; no buttons.',
  },
  do: {
    [WELL_FORMED]: '(on start) The link carries a token of 43 characters: the page asks the server.',
    [MALFORMED]:
      '(on start) The link\'s token is not one (/carer/accept/not-a-token): "Deze uitnodiging bestaat niet. …" at once, nothing is asked.',
    'loading:xstate.done.actor.getCarerInvitation [isActive] → accepted':
      'The invitation was accepted already (on another device: POST …/accept), then the server answers: status active.',
    'loading:xstate.done.actor.getCarerInvitation [isDeclined] → declined':
      'The invitation was declined already (on another device: POST …/decline), then the server answers: status declined.',
    'loading:xstate.done.actor.getCarerInvitation → open':
      'The server answers the invitation (status invited).',
    'loading:xstate.error.actor.getCarerInvitation [isClosed] → closed':
      'The server answers 410 InvitationExpired: "Deze uitnodiging is verlopen. Vraag de reiziger om u opnieuw uit te nodigen."',
    'loading:xstate.error.actor.getCarerInvitation → failed': 'GET /carer-invitations/<token> fails (503).',
    'failed:invitation.retry → loading': 'Press "Opnieuw proberen" (the server has not answered yet).',
    'open:invitation.accept → accepting': 'Press "Accepteren" (the server has not answered yet).',
    'open:invitation.decline → declining': 'Press "Weigeren" (the server has not answered yet).',
    'accepting:xstate.done.actor.acceptCarerInvitation → accepted':
      'The server accepts: "U bent nu mantelzorger van Maria Maandfactuur."; Maria\'s tab "Mantelzorgers" shows demo as "Actief".',
    'accepting:xstate.error.actor.acceptCarerInvitation [isAlreadyDeclined] → declined':
      'The server answers 409 InvitationDeclined (declined in another tab meanwhile): the page says it was declined.',
    'accepting:xstate.error.actor.acceptCarerInvitation [isClosed] → closed':
      'The server answers 410 InvitationEnded (Maria withdrew it meanwhile): "Deze uitnodiging is ingetrokken of beëindigd."',
    'accepting:xstate.error.actor.acceptCarerInvitation → open':
      'Accepting fails (503): "Accepteren is nu niet gelukt. Probeer het opnieuw." and both buttons again.',
    'declining:xstate.done.actor.declineCarerInvitation → declined':
      'The server declines: "U heeft de uitnodiging van Maria Maandfactuur geweigerd. …"; Maria\'s tab shows "Geweigerd".',
    'declining:xstate.error.actor.declineCarerInvitation [isAlreadyAccepted] → accepted':
      'The server answers 409 InvitationAccepted (accepted in another tab meanwhile): the page says it was accepted.',
    'declining:xstate.error.actor.declineCarerInvitation [isClosed] → closed':
      'The server answers 403 InvitationForAnotherAccount: "Deze uitnodiging is voor een ander e-mailadres. …" with "Uitloggen".',
    'declining:xstate.error.actor.declineCarerInvitation → open':
      'Declining fails (no answer: offline): "Weigeren is nu niet gelukt. Probeer het opnieuw." and both buttons again.',
  },
};
