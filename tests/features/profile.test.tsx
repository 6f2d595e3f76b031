// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectPassNumber } from '../../machines/auth.machine';
import {
  createInProcessApp,
  sendUserData,
  signInDemo,
  userDataOf,
  type InProcessApp,
} from '../support/in-process';
import { freePasses, renderAt, resetToasts, toastMessages } from './account-support';
import { findDialog } from '../support/dialogs';

let app: InProcessApp;

beforeAll(() => {
  // Radix positions tooltips with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('appVersion', '4.1.0');
});
afterEach(() => {
  resetToasts();
  app?.close();
});

async function openProfile() {
  app = createInProcessApp();
  await signInDemo(app);
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
  renderAt(app, '/profile');
  // The first render of the lazily loaded page waits for its chunk (Vite transforms it on first import; slow under load).
  // The profile page's first, cold lazy load can take 10 s and more on a loaded 2-core machine.
  await screen.findByRole('heading', { name: 'Profiel', level: 1 }, { timeout: 25_000 });
  return userEvent.setup();
}

async function serverUser() {
  const { data } = await app.runtime.clients.ticketing.GET('/users');
  return data!.data;
}

describe('/profile tab 1: personal information (product §2, §5, §8)', { timeout: 45_000 }, () => {
  it('shows the editable fields and the email read-only with its warning', async () => {
    const user = await openProfile();
    expect(screen.getByRole('tab', { name: 'Persoonlijke gegevens' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Demo');
    expect(screen.getByLabelText('Achternaam')).toHaveValue('Reiziger');
    expect(screen.getByLabelText('Telefoonnummer')).toHaveValue('0612345678');
    const email = screen.getByLabelText('E-mailadres');
    expect(email).toHaveValue('demo@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/Uw e-mailadres kunt u niet wijzigen/);
    await user.hover(screen.getByRole('button', { name: 'Waarom kan ik mijn e-mailadres niet wijzigen?' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Uw e-mailadres kunt u niet wijzigen/);
  });

  it('validates names and phone, focuses the first invalid field and keeps the typed values', async () => {
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Voornaam'));
    await user.clear(screen.getByLabelText('Telefoonnummer'));
    await user.type(screen.getByLabelText('Telefoonnummer'), '06123');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    const firstName = screen.getByLabelText('Voornaam');
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('Vul uw voornaam in');
    expect(screen.getByLabelText('Telefoonnummer')).toHaveAccessibleDescription(/minimaal 10 tekens/);
    expect(screen.getByLabelText('Telefoonnummer')).toHaveValue('06123');
    expect(app.requests).not.toContain('PATCH /ticketing/users');
  });

  it('saves the details with PATCH /users and shows userProfile.updateSuccess', async () => {
    const user = await openProfile();
    await user.clear(screen.getByLabelText('Voornaam'));
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    await waitFor(() => expect(toastMessages()).toContain('Uw profiel is bijgewerkt.'));
    expect((await serverUser()).firstName).toBe('Anna');
    expect(userDataOf(app.runtime.auth).data.profile?.firstName).toBe('Anna');
  });

  it('switching the language changes the UI at once and stores it (changelanguage)', async () => {
    const user = await openProfile();
    await user.selectOptions(screen.getAllByLabelText('Taal').at(-1)!, 'en-US');
    expect(await screen.findByRole('tab', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
    await waitFor(() => expect(app.requests).toContain('POST /api/userprofile/userprofile/changelanguage'));
    await waitFor(async () => expect((await serverUser()).language).toBe('en-US'));
  });
});

describe('/profile tab 2: pass numbers (product §2, §4, §5)', () => {
  async function openTab() {
    const user = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Pasnummers' }));
    const list = within(screen.getByRole('region', { name: 'Uw pasnummers' })).getByRole('list');
    return { user, list };
  }

  it('lists the pass numbers with the one in use, and selects another', async () => {
    const { user, list } = await openTab();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Eigen pas');
    expect(items[0]).toHaveTextContent('In gebruik');
    await user.click(within(list).getByRole('button', { name: 'Gebruiken: Begeleider (2001000102)' }));
    await waitFor(() => expect(selectPassNumber(app.runtime.auth.getSnapshot())).toBe('2001000102'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('In gebruik'));
  });

  it('asks before deleting; the last one cannot be deleted (disabled, with the §5 tooltip)', async () => {
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: 'Verwijderen: Begeleider (2001000102)' }));
    let dialog = await findDialog({ name: 'Pasnummer verwijderen' });
    expect(dialog).toHaveAccessibleDescription('Weet u zeker dat u pasnummer 2001000102 wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Nee, behouden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: 'Verwijderen: Begeleider (2001000102)' }));
    dialog = await findDialog({ name: 'Pasnummer verwijderen' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(toastMessages()).toContain('Uw profiel is bijgewerkt.');
    expect((await serverUser()).passNumbers.map((p) => p.passNumber)).toEqual(['2001000101']);

    const last = within(list).getByRole('button', { name: 'Verwijderen: Eigen pas (2001000101)' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveAccessibleDescription('Er moet minimaal één pasnummer actief blijven op uw account.');
    await user.hover(last);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Er moet minimaal één pasnummer actief blijven op uw account.',
    );
    await user.click(last);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.requests.filter((r) => r.startsWith('DELETE'))).toHaveLength(1);
  });

  it('deleting the pass number in use selects the one that remains', async () => {
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: 'Verwijderen: Eigen pas (2001000101)' }));
    await user.click(within(await findDialog()).getByRole('button', { name: 'Ja, verwijderen' }));
    await waitFor(() => expect(selectPassNumber(app.runtime.auth.getSnapshot())).toBe('2001000102'));
  });

  it('the add form requires a birth date (field error and the unexpected toast) and limits the alias', async () => {
    const { user } = await openTab();
    const form = screen.getByRole('region', { name: 'Pasnummer toevoegen' });
    expect(within(form).getByLabelText('Naam voor deze pas')).toHaveAttribute('maxlength', '50');
    await user.type(within(form).getByLabelText('Pasnummer'), '2001000103');
    await user.click(within(form).getByRole('button', { name: 'Pasnummer toevoegen' }));
    const dob = within(form).getByLabelText('Geboortedatum');
    await waitFor(() => expect(dob).toHaveFocus());
    expect(dob).toHaveAccessibleDescription(/Geboortedatum is verplicht/);
    expect(toastMessages()).toContain('Er is een onverwachte fout opgetreden. Probeer het later opnieuw.');
    expect(within(form).getByLabelText('Pasnummer')).toHaveValue('2001000103');
  });

  it('adds a registry pass with an alias, then resets the form', async () => {
    const { user, list } = await openTab();
    const [pass] = await freePasses(app);
    const form = screen.getByRole('region', { name: 'Pasnummer toevoegen' });
    await user.type(within(form).getByLabelText('Pasnummer'), pass!.passNumber);
    await user.type(within(form).getByLabelText('Geboortedatum'), pass!.dateOfBirth);
    await user.type(within(form).getByLabelText('Naam voor deze pas'), 'Werk');
    await user.click(within(form).getByRole('button', { name: 'Pasnummer toevoegen' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Werk');
    expect(within(form).getByLabelText('Pasnummer')).toHaveValue('');
    expect(toastMessages()).toContain('Uw profiel is bijgewerkt.');
  });

  it('edit mode disables pass number and birth date and saves only the alias', async () => {
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: 'Wijzigen: Begeleider (2001000102)' }));
    const form = screen.getByRole('region', { name: 'Naam van pasnummer 2001000102 wijzigen' });
    expect(within(form).getByLabelText('Pasnummer')).toBeDisabled();
    expect(within(form).getByLabelText('Pasnummer')).toHaveValue('2001000102');
    expect(within(form).getByLabelText('Geboortedatum')).toBeDisabled();
    expect(within(form).getByLabelText('Geboortedatum')).toHaveValue('02-11-1952');
    const alias = within(form).getByLabelText('Naam voor deze pas');
    await user.clear(alias);
    await user.type(alias, 'Mama');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Mama'));
    expect(screen.getByRole('region', { name: 'Pasnummer toevoegen' })).toBeInTheDocument();
    expect((await serverUser()).passNumbers.find((p) => p.passNumber === '2001000102')?.alias).toBe('Mama');
  });

  it('cancel-edit returns to an empty add form', async () => {
    const { user, list } = await openTab();
    await user.click(within(list).getByRole('button', { name: 'Wijzigen: Eigen pas (2001000101)' }));
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    const form = screen.getByRole('region', { name: 'Pasnummer toevoegen' });
    expect(within(form).getByLabelText('Pasnummer')).toBeEnabled();
    expect(within(form).getByLabelText('Pasnummer')).toHaveValue('');
  });
});
