// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessApp, DEMO, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';
import { signInAs, stubResizeObserver } from './book-trip-support';

/*
 * Bad input in every form (real views, real runtime, in-process reference server): each field is
 * filled with an empty value, 10,000 characters, emoji with right-to-left text and an HTML/script payload, then the
 * form is submitted. Afterwards, per field: the typed value is still there (nothing lost after a failed submit),
 * a field marked invalid explains why, a required field left empty is marked invalid, a value longer than the
 * API's `maxLength` (openapi) is either cut by the input's own `maxlength` or marked invalid, and no script ran
 * (window.alert untouched, no <img src="x"> created from the input).
 */

const PAYLOADS = {
  empty: '',
  '10,000 characters': 'a'.repeat(10_000),
  'emoji + RTL': '😀 مرحبا',
  'HTML/script': '<img src=x onerror=alert(1)>',
} as const;
type PayloadName = keyof typeof PAYLOADS;

/** One form field: how to find it, the API's maxLength for it, whether the form requires it. */
interface Field {
  label: string | RegExp;
  /** openapi `maxLength` of the value sent (undefined: none, or a fixed-length code). */
  max?: number;
  required: boolean;
  /** A one-time-code field that keeps digits only (product §5.1 "numeric only"): non-digits are dropped as typed. */
  digitsOnly?: boolean;
  /** Find it by role (the address comboboxes share their label text with their listbox). */
  combobox?: boolean;
}

/** One form: where it lives, how to reach it, its submit button and its fields. */
interface Form {
  name: string;
  open: (app: InProcessApp) => Promise<HTMLElement>;
  submit: string;
  fields: Field[];
}

const exact = (text: string) => new RegExp(`^${text}`);

async function page(app: InProcessApp, path: string, heading: string | RegExp) {
  renderAt(app, path);
  await screen.findByRole('heading', { name: heading, level: 1, hidden: true });
  return document.body;
}

async function signedInPage(app: InProcessApp, path: string, heading: string | RegExp) {
  await signInAs(app, DEMO, '2001000101');
  window.localStorage.setItem('appVersion', '4.1.0');
  return page(app, path, heading);
}

const FORMS: Form[] = [
  {
    name: 'login',
    open: (app) => page(app, '/login', /Inloggen/),
    submit: 'Inloggen',
    fields: [
      { label: exact('E-mailadres'), max: 254, required: true },
      { label: exact('Wachtwoord'), max: 128, required: true },
    ],
  },
  {
    name: 'register',
    open: (app) => page(app, '/register', /.+/),
    submit: 'Account aanmaken',
    fields: [
      { label: exact('Voornaam'), max: 100, required: true },
      { label: exact('Achternaam'), max: 100, required: true },
      { label: exact('E-mailadres'), max: 254, required: true },
      { label: exact('Telefoonnummer'), max: 20, required: true },
      { label: exact('Wachtwoord'), max: 128, required: true },
      { label: exact('Herhaal wachtwoord'), max: 128, required: true },
    ],
  },
  {
    name: 'activate',
    open: (app) => page(app, '/activate', /.+/),
    submit: 'Account activeren',
    fields: [
      { label: exact('E-mailadres'), max: 254, required: true },
      { label: exact('Activatiecode'), max: 6, required: true, digitsOnly: true },
    ],
  },
  {
    name: 'forgot',
    open: (app) => page(app, '/forgot', /.+/),
    submit: 'Code versturen',
    fields: [{ label: exact('E-mailadres'), max: 254, required: true }],
  },
  {
    name: 'change password',
    open: (app) => page(app, '/change', /.+/),
    submit: 'Wachtwoord wijzigen',
    fields: [
      { label: exact('E-mailadres'), max: 254, required: true },
      { label: exact('Verificatiecode'), max: 6, required: true, digitsOnly: true },
      { label: exact('Nieuw wachtwoord'), max: 128, required: true },
      { label: exact('Herhaal nieuw wachtwoord'), max: 128, required: true },
    ],
  },
  {
    name: 'profile personal info',
    open: (app) => signedInPage(app, '/profile', 'Profiel'),
    submit: 'Gegevens opslaan',
    fields: [
      { label: exact('Voornaam'), max: 100, required: true },
      { label: exact('Achternaam'), max: 100, required: true },
      { label: exact('Telefoonnummer'), max: 20, required: true },
    ],
  },
  {
    name: 'pass number add',
    open: async (app) => {
      await signedInPage(app, '/profile', 'Profiel');
      fireEvent.mouseDown(screen.getByRole('tab', { name: 'Pasnummers' }));
      return screen.findByRole('region', { name: 'Pasnummer toevoegen' });
    },
    submit: 'Pasnummer toevoegen',
    fields: [
      { label: exact('Pasnummer'), max: 20, required: true },
      { label: exact('Naam voor deze pas'), max: 50, required: false },
    ],
  },
  {
    name: 'book trip',
    open: async (app) => {
      await signedInPage(app, '/book-trip', /.+/);
      fireEvent.click(
        await screen.findByRole('switch', { name: 'Bel mij voordat ik word opgehaald' }, { timeout: 5000 }),
      );
      await screen.findByLabelText('Telefoonnummer');
      return document.body;
    },
    submit: 'Bevestigen',
    fields: [
      { label: 'Van', max: 100, required: true, combobox: true },
      { label: 'Naar', max: 100, required: true, combobox: true },
      { label: 'Telefoonnummer', max: 20, required: true },
      { label: exact('Opmerking voor de chauffeur'), max: 50, required: false },
    ],
  },
];

/** The input a field label points at, inside `scope`. */
function input(scope: HTMLElement, field: Field): HTMLInputElement | HTMLTextAreaElement {
  const el = field.combobox
    ? within(scope).getByRole('combobox', { name: field.label, hidden: true })
    : within(scope).getByLabelText(field.label);
  return el as HTMLInputElement | HTMLTextAreaElement;
}

/** What a browser keeps of `value` typed into `el`: its own `maxlength` cuts it. */
function typedValue(el: HTMLInputElement | HTMLTextAreaElement, value: string): string {
  return el.maxLength > 0 ? value.slice(0, el.maxLength) : value;
}

/** What the field shows after `typed` went in: code fields drop non-digits. */
function keptValue(field: Field, typed: string): string {
  return field.digitsOnly ? typed.replace(/\D/g, '') : typed;
}

let app: InProcessApp | null = null;
const alertSpy = vi.fn();
const counts = { fields: 0, tries: 0 };

beforeAll(() => {
  stubResizeObserver();
  vi.stubGlobal('alert', alertSpy);
});
afterAll(() => {
  vi.unstubAllGlobals();
  console.log(
    `bad input: ${counts.fields} fields × ${Object.keys(PAYLOADS).length} payloads = ${counts.tries} tries`,
  );
});
beforeEach(() => {
  window.localStorage.clear();
  alertSpy.mockClear();
});
afterEach(() => {
  resetToasts();
  app?.close();
  app = null;
});

describe.each(FORMS)('bad input in the $name form', (form) => {
  it.each(Object.keys(PAYLOADS) as PayloadName[])(
    '%s in every field',
    async (payloadName) => {
      const payload = PAYLOADS[payloadName];
      app = createInProcessApp();
      const scope = await form.open(app);
      const typed = new Map<Field, string>();
      for (const field of form.fields) {
        const el = input(scope, field);
        const value = typedValue(el, payload);
        fireEvent.change(el, { target: { value } });
        typed.set(field, value);
      }
      const submit = within(scope).getByRole('button', { name: form.submit });
      const submitDisabled = submit.hasAttribute('disabled');
      await act(async () => {
        fireEvent.click(submit);
      });
      // Let the submit (client checks or the real server round trip) settle.
      await app.networkIdle();
      await waitFor(() =>
        expect(within(scope).getByRole('button', { name: form.submit })).not.toHaveAttribute(
          'aria-busy',
          'true',
        ),
      );

      for (const field of form.fields) {
        counts.tries += 1;
        const el = input(scope, field);
        const name = `${form.name} / ${String(field.label)} / ${payloadName}`;
        // Nothing typed is lost.
        expect(el.value, name).toBe(keptValue(field, typed.get(field)!));
        const invalid = el.getAttribute('aria-invalid') === 'true';
        // An invalid field says why.
        if (invalid) expect(el, name).toHaveAccessibleDescription(/\S/);
        // A required field left empty is marked — unless the form could not be submitted at all: the activate
        // and change forms enable their button only once the 6-digit code is complete (product §5), and say so in
        // the code field's hint.
        if (payload === '' && field.required && !submitDisabled) expect(invalid, name).toBe(true);
        if (submitDisabled && field.digitsOnly) expect(el, name).toHaveAccessibleDescription(/6/);
        // Longer than the API accepts: cut by the input, or marked invalid.
        if (field.max !== undefined && [...payload].length > field.max) {
          const capped = el.maxLength > 0 && el.maxLength <= field.max;
          expect(capped || invalid, `${name}: maxlength ${el.maxLength}, spec ${field.max}`).toBe(true);
        }
      }
      // No script ran, no element was made from the input.
      expect(alertSpy).not.toHaveBeenCalled();
      expect(document.querySelector('img[src="x"]')).toBeNull();
    },
    30_000,
  );
});

describe('field count', () => {
  it('covers every form', () => {
    counts.fields = FORMS.reduce((n, f) => n + f.fields.length, 0);
    expect(counts.fields).toBeGreaterThanOrEqual(18);
  });
});
