import { guestEntryMachine } from '../../machines/guest-entry.machine';
import type { MachinePlan } from './plan-types';

/** Test plan of machines/guest-entry.machine.ts (product §2.1 welcome page and /quick-book, §5 quick booking entry). */
export const guestEntryPlan: MachinePlan = {
  name: 'guest-entry',
  machine: guestEntryMachine,
  setup:
    'Fresh reference server (region 20 allows booking without an account), not logged in; open the welcome page /, language Nederlands. "The card" is "Boeken zonder account".',
  options: {
    // The card's data guard: the valid submit needs the fields filled in first.
    facts: { filled: false },
    setsFacts: { 'editing:form.change': { filled: true } },
    factGuards: {
      'editing:form.submit [isEntryValid] → entered': (f) => f.filled === true,
      'editing:form.submit': (f) => f.filled !== true,
    },
  },
  see: {
    editing:
      'The card on / with "E-mailadres", "Voornaam" and "Achternaam" (each marked required) and "Verder naar boeken". After a refused submit every empty field says why ("Vul uw e-mailadres in", "Vul uw voornaam in", "Vul uw achternaam in") and the first of them has the focus.',
    entered:
      '/quick-book: "U boekt als Gerda Gast (gast@example.com)." and "Terug naar de startpagina" above the booking form.',
  },
  do: {
    'editing:form.change':
      'In the card type "gast@example.com" in "E-mailadres", " Gerda" in "Voornaam" and "Gast " in "Achternaam" (spaces included).',
    'editing:form.submit [isEntryValid] → entered':
      'Press "Verder naar boeken": the entry is sent on without the spaces.',
    'editing:form.submit':
      'Press "Verder naar boeken" with the fields empty: the page stays on / and "E-mailadres" gets the focus.',
  },
};
