// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selectPassNumber } from '../../machines/auth.machine';
import { selectBudget, selectPassNumberPrompt } from '../../machines/user-data.machine';
import { createInProcessApp, waitForUserData, type InProcessApp } from '../support/in-process';
import { createUser, freePasses, renderAt, resetToasts, signIn, toastMessages } from './account-support';
import { findDialog } from '../support/dialogs';

let app: InProcessApp;
const EMAIL = 'nieuw@example.com';
const PASSWORD = 'Welkom-2026!';

beforeEach(() => {
  window.localStorage.clear();
  // Keep the release notes out of the way: only the pass number dialog is under test here.
  window.localStorage.setItem('appVersion', '4.1.0');
});
afterEach(() => {
  resetToasts();
  app?.close();
});

async function openDialog() {
  app = createInProcessApp();
  await createUser(app, EMAIL, PASSWORD);
  await signIn(app, EMAIL, PASSWORD);
  expect(selectPassNumberPrompt(await waitForUserData(app.runtime.auth, () => true))).toBe('entry');
  renderAt(app, '/profile');
  // The first render loads the profile page and the dialog lazily: on a busy machine that takes seconds.
  return findDialog({ name: 'Pasnummer toevoegen' }, { timeout: 15_000 });
}

describe('pass number entry dialog at login (product §4, §5)', () => {
  it('opens for a traveller without pass numbers and explains what to do', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(/Voeg uw pasnummer toe/);
    expect(within(dialog).getByLabelText('Pasnummer')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Geboortedatum')).toHaveAccessibleDescription(
      /Als DD-MM-JJJJ, bijvoorbeeld 15-03-1950/,
    );
  });

  it('an empty submit shows both field errors, focuses the pass number and toasts error.unexpected', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Pasnummer toevoegen' }));
    const number = within(dialog).getByLabelText('Pasnummer');
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(/Vul uw pasnummer in/);
    expect(within(dialog).getByLabelText('Geboortedatum')).toHaveAccessibleDescription(
      /Geboortedatum is verplicht/,
    );
    expect(toastMessages()).toContain('Er is een onverwachte fout opgetreden. Probeer het later opnieuw.');
    expect(app.requests).not.toContain('PATCH /ticketing/users/passNumber');
  });

  it('a date of birth that does not match the registry is refused on the pass number field', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    const [pass] = await freePasses(app);
    await user.type(within(dialog).getByLabelText('Pasnummer'), pass!.passNumber);
    await user.type(within(dialog).getByLabelText('Geboortedatum'), '01-01-1901');
    await user.click(within(dialog).getByRole('button', { name: 'Pasnummer toevoegen' }));
    const number = within(dialog).getByLabelText('Pasnummer');
    await waitFor(() =>
      expect(number).toHaveAccessibleDescription(/Dit pasnummer en deze geboortedatum horen niet bij elkaar/),
    );
    expect(number).toHaveValue(pass!.passNumber);
  });

  it('5 wrong dates of birth lock the pass number for 24 h: the field says so, also for the right date', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    const [pass] = await freePasses(app);
    const number = within(dialog).getByLabelText('Pasnummer');
    const birth = within(dialog).getByLabelText('Geboortedatum');
    await user.type(number, pass!.passNumber);
    const submit = async (date: string, tries: number) => {
      await user.clear(birth);
      await user.type(birth, date);
      await user.click(within(dialog).getByRole('button', { name: 'Pasnummer toevoegen' }));
      await waitFor(() =>
        expect(app.requests.filter((r) => r === 'PATCH /ticketing/users/passNumber')).toHaveLength(tries),
      );
    };
    for (let i = 1; i <= 5; i += 1) await submit(`0${i}-01-1901`, i);
    const locked =
      /Te vaak een verkeerde geboortedatum ingevuld voor dit pasnummer. Probeer het over 24 uur opnieuw./;
    await waitFor(() => expect(number).toHaveAccessibleDescription(locked));
    await submit(pass!.dateOfBirth, 6);
    await waitFor(() => expect(number).toHaveAccessibleDescription(locked));
    expect(screen.getByRole('dialog', { name: 'Pasnummer toevoegen' })).toBeInTheDocument();
  });

  it('adds a registry pass: the dialog closes, the pass is selected and its budget loads', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    const [pass] = await freePasses(app);
    await user.type(within(dialog).getByLabelText('Pasnummer'), pass!.passNumber);
    await user.type(within(dialog).getByLabelText('Geboortedatum'), pass!.dateOfBirth.replaceAll('-', '/'));
    await user.click(within(dialog).getByRole('button', { name: 'Pasnummer toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pasnummer toevoegen' })).toBeNull(), {
      timeout: 5000,
    });
    const userData = await waitForUserData(app.runtime.auth, (s) => selectBudget(s) !== null, {
      timeout: 5000,
    });
    expect(selectPassNumber(app.runtime.auth.getSnapshot())).toBe(pass!.passNumber);
    expect(selectBudget(userData)?.passNumber).toBe(pass!.passNumber);
    expect(toastMessages()).toContain('Uw pasnummer is toegevoegd.');
  });

  it('"Later toevoegen" closes it for this login session without a pass number', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Later toevoegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectPassNumber(app.runtime.auth.getSnapshot())).toBeNull();
    expect(app.runtime.auth.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('"Uitloggen" logs out', async () => {
    const dialog = await openDialog();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(app.runtime.auth.getSnapshot().matches('signedOut')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
  });
});
