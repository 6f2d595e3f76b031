/**
 * Dutch dictionary (nl-NL), section `carers` (common/dictionary-sections.ts): the profile tab "Mantelzorgers" (the
 * traveller's carers, the invite form, the travellers the account helps) and the invitation page
 * /carer/accept/<token> (product §10.12 "Carers").
 * Formal "u" throughout (product §9); the whole dictionary and its rules are in ../nl-NL.ts.
 */
export const section = {
  carers: {
    tab: 'Mantelzorgers',
    loading: 'Mantelzorgers laden…',
    loadFailed: 'Uw mantelzorgers kunnen nu niet worden geladen.',
    retry: 'Opnieuw proberen',
    listTitle: 'Uw mantelzorgers',
    intro:
      'Een mantelzorger kan uw ritten volgen, of ook ritten voor u boeken en beheren. U kunt een mantelzorger altijd weer verwijderen.',
    none: 'U heeft nog geen mantelzorgers.',
    roleLabel: 'Rol',
    statusLabel: 'Status',
    role: {
      observer: 'Mag mijn ritten volgen',
      manager: 'Mag ritten voor mij boeken en beheren',
    },
    /** The role as the carer reads it, in "People I help". */
    helperRole: {
      observer: 'U mag de ritten volgen',
      manager: 'U mag ritten boeken en beheren',
    },
    status: {
      invited: 'Uitgenodigd',
      active: 'Actief',
      declined: 'Geweigerd',
      expired: 'Uitnodiging verlopen',
    },
    remove: 'Verwijderen',
    removeTitle: 'Mantelzorger verwijderen',
    removeQuestion:
      'Weet u zeker dat u {{name}} wilt verwijderen? Vanaf nu kan {{name}} uw ritten niet meer zien of boeken.',
    removeCancel: 'Annuleren',
    removeConfirm: 'Verwijderen',
    inviteTitle: 'Mantelzorger uitnodigen',
    email: 'E-mailadres van de mantelzorger',
    emailHint: 'Deze persoon krijgt een e-mail met een link. De uitnodiging is 7 dagen geldig.',
    roleLegend: 'Wat mag de mantelzorger?',
    submit: 'Uitnodiging versturen',
    invitedMessage: 'De uitnodiging is verstuurd naar {{email}}.',
    helpsTitle: 'Mensen die ik help',
    helpsIntro: 'U bent mantelzorger van deze reizigers.',
    stop: 'Stoppen',
    stopTitle: 'Stoppen als mantelzorger',
    stopQuestion:
      'Weet u zeker dat u wilt stoppen als mantelzorger van {{name}}? U kunt dan niet meer voor {{name}} boeken of ritten volgen.',
    stopCancel: 'Annuleren',
    stopConfirm: 'Stoppen',
    error: {
      emailRequired: 'Vul het e-mailadres van de mantelzorger in',
      emailInvalid: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl',
      yourself: 'Dit is uw eigen e-mailadres. Nodig iemand anders uit',
      alreadyInvited: 'Deze persoon is al uitgenodigd of is al uw mantelzorger',
      carerFull: 'Deze persoon helpt al 20 reizigers, het maximum',
      tooMany:
        'U heeft al 5 mantelzorgers (uitgenodigd of actief), het maximum. Verwijder eerst een mantelzorger.',
      invite: 'De uitnodiging kan nu niet worden verstuurd. Probeer het opnieuw.',
      remove: 'De mantelzorger kan nu niet worden verwijderd. Probeer het opnieuw.',
      stop: 'Stoppen is nu niet gelukt. Probeer het opnieuw.',
    },
    invitation: {
      title: 'Uitnodiging als mantelzorger',
      loading: 'De uitnodiging wordt geladen…',
      signedOut:
        'Log in om deze uitnodiging te bekijken, met het account van het e-mailadres waarop u de uitnodiging kreeg. Daarna komt u hier terug.',
      login: 'Inloggen',
      noAccount:
        'Nog geen account? Maak eerst een account aan met dat e-mailadres en activeer het. Open daarna de link in de e-mail opnieuw.',
      register: 'Account aanmaken',
      asks: '{{name}} vraagt of u mantelzorger wilt zijn.',
      role: {
        observer: 'U mag dan de ritten van {{name}} volgen.',
        manager: 'U mag dan ritten voor {{name}} boeken en beheren.',
      },
      validUntil: 'Deze uitnodiging is geldig tot en met {{date}}.',
      accept: 'Accepteren',
      decline: 'Weigeren',
      acceptFailed: 'Accepteren is nu niet gelukt. Probeer het opnieuw.',
      declineFailed: 'Weigeren is nu niet gelukt. Probeer het opnieuw.',
      acceptedTitle: 'Uitnodiging geaccepteerd',
      accepted: 'U bent nu mantelzorger van {{name}}.',
      declinedTitle: 'Uitnodiging geweigerd',
      declined:
        'U heeft de uitnodiging van {{name}} geweigerd. {{name}} ziet dit in de lijst met mantelzorgers.',
      home: 'Naar de startpagina',
      loadFailed: 'De uitnodiging kan nu niet worden geladen. Probeer het opnieuw.',
      retry: 'Opnieuw proberen',
      closedTitle: 'Deze uitnodiging werkt niet',
      closed: {
        notFound: 'Deze uitnodiging bestaat niet. Controleer de link in de e-mail.',
        expired: 'Deze uitnodiging is verlopen. Vraag de reiziger om u opnieuw uit te nodigen.',
        ended: 'Deze uitnodiging is ingetrokken of beëindigd.',
        otherAccount:
          'Deze uitnodiging is voor een ander e-mailadres. Log uit en log in met het account van het e-mailadres waarop u de uitnodiging kreeg.',
        blocked: 'Te veel pogingen met onbekende links. Probeer het later opnieuw.',
        carerFull: 'U helpt al 20 reizigers, het maximum. Stop eerst als mantelzorger van iemand anders.',
      },
      logout: 'Uitloggen',
    },
  },
};
