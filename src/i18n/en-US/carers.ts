import type { section as dutch } from '../nl-NL/carers';

/**
 * English dictionary (en-US), section `carers` (common/dictionary-sections.ts): the profile tab "Carers" and the
 * invitation page /carer/accept/<token> (product §10.12 "Carers").
 * Typed as the Dutch section, so a key missing here or present only here is a compile error (product §9).
 */
export const section: typeof dutch = {
  carers: {
    tab: 'Carers',
    loading: 'Loading carers…',
    loadFailed: 'Your carers cannot be loaded right now.',
    retry: 'Try again',
    listTitle: 'Your carers',
    intro:
      'A carer can follow your trips, or also book and manage trips for you. You can remove a carer at any time.',
    none: 'You have no carers yet.',
    roleLabel: 'Role',
    statusLabel: 'Status',
    role: {
      observer: 'Can follow my trips',
      manager: 'Can book and manage my trips',
    },
    /** The role as the carer reads it, in "People I help". */
    helperRole: {
      observer: 'You may follow their trips',
      manager: 'You may book and manage their trips',
    },
    status: {
      invited: 'Invited',
      active: 'Active',
      declined: 'Declined',
      expired: 'Invitation expired',
    },
    remove: 'Remove',
    removeTitle: 'Remove carer',
    removeQuestion:
      'Are you sure you want to remove {{name}}? From now on, {{name}} can no longer see or book your trips.',
    removeCancel: 'Cancel',
    removeConfirm: 'Remove',
    inviteTitle: 'Invite a carer',
    email: "Carer's e-mail",
    emailHint: 'This person gets an e-mail with a link. The invitation is valid for 7 days.',
    roleLegend: 'What may the carer do?',
    submit: 'Send invitation',
    invitedMessage: 'The invitation has been sent to {{email}}.',
    helpsTitle: 'People I help',
    helpsIntro: 'You are the carer of these travellers.',
    stop: 'Stop',
    stopTitle: 'Stop being a carer',
    stopQuestion:
      'Are you sure you want to stop being the carer of {{name}}? You will no longer be able to book or follow trips for {{name}}.',
    stopCancel: 'Cancel',
    stopConfirm: 'Stop',
    error: {
      emailRequired: "Enter the carer's e-mail address",
      emailInvalid: 'Enter a valid e-mail address, for example name@example.com',
      yourself: 'This is your own e-mail address. Invite someone else',
      alreadyInvited: 'This person has already been invited or is already your carer',
      carerFull: 'This person already helps 20 travellers, the maximum',
      tooMany: 'You already have 5 carers (invited or active), the maximum. Remove a carer first.',
      invite: 'The invitation cannot be sent right now. Please try again.',
      remove: 'The carer cannot be removed right now. Please try again.',
      stop: 'Stopping did not work right now. Please try again.',
    },
    invitation: {
      title: 'Invitation to be a carer',
      loading: 'Loading the invitation…',
      signedOut:
        'Log in to see this invitation, with the account of the e-mail address the invitation was sent to. You will come back here afterwards.',
      login: 'Log in',
      noAccount:
        'No account yet? First create an account with that e-mail address and activate it. Then open the link in the e-mail again.',
      register: 'Create account',
      asks: '{{name}} asks whether you would like to be their carer.',
      role: {
        observer: 'You may then follow the trips of {{name}}.',
        manager: 'You may then book and manage trips for {{name}}.',
      },
      validUntil: 'This invitation is valid until {{date}}.',
      accept: 'Accept',
      decline: 'Decline',
      acceptFailed: 'Accepting did not work right now. Please try again.',
      declineFailed: 'Declining did not work right now. Please try again.',
      acceptedTitle: 'Invitation accepted',
      accepted: 'You are now the carer of {{name}}.',
      declinedTitle: 'Invitation declined',
      declined: 'You declined the invitation of {{name}}. {{name}} sees this in their list of carers.',
      home: 'Go to the home page',
      loadFailed: 'The invitation cannot be loaded right now. Please try again.',
      retry: 'Try again',
      closedTitle: 'This invitation does not work',
      closed: {
        notFound: 'This invitation does not exist. Check the link in the e-mail.',
        expired: 'This invitation has expired. Ask the traveller to invite you again.',
        ended: 'This invitation was withdrawn or has ended.',
        otherAccount:
          'This invitation is for another e-mail address. Log out and log in with the account of the e-mail address the invitation was sent to.',
        blocked: 'Too many attempts with unknown links. Please try again later.',
        carerFull: 'You already help 20 travellers, the maximum. First stop being the carer of someone else.',
      },
      logout: 'Log out',
    },
  },
};
