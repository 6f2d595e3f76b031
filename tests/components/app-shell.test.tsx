// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppShell } from '../../src/components/app-shell/app-shell';
import * as shellStyles from '../../src/components/app-shell/app-shell.css';
import { I18nProvider } from '../../src/i18n/i18n';
import { findDialog } from '../support/dialogs';

function renderShell(path: string) {
  return render(
    <I18nProvider initialLocale="nl-NL">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <AppShell>
                <h1>Pagina-inhoud</h1>
              </AppShell>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

function sidebarNav() {
  return screen.getByRole('navigation', { name: 'Hoofdmenu' });
}

describe('AppShell', () => {
  it('lists the product §2.1 sidebar entries in order', () => {
    renderShell('/home');
    const names = within(sidebarNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Rit boeken', 'Mijn ritten', 'Profiel', 'Uitloggen']);
  });

  it('highlights only the active route and marks it aria-current="page"', () => {
    renderShell('/my-trips');
    const nav = within(sidebarNav());
    const active = nav.getByRole('link', { name: 'Mijn ritten' });
    expect(active).toHaveAttribute('aria-current', 'page');
    expect(active).toHaveClass(shellStyles.navLinkActive);
    for (const name of ['Home', 'Rit boeken', 'Profiel', 'Uitloggen']) {
      const link = nav.getByRole('link', { name });
      expect(link).not.toHaveAttribute('aria-current');
      expect(link).not.toHaveClass(shellStyles.navLinkActive);
    }
  });

  it('moves the highlight when the user navigates', async () => {
    const user = userEvent.setup();
    renderShell('/home');
    await user.click(within(sidebarNav()).getByRole('link', { name: 'Profiel' }));
    const profile = within(sidebarNav()).getByRole('link', { name: 'Profiel' });
    const home = within(sidebarNav()).getByRole('link', { name: 'Home' });
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(profile).toHaveClass(shellStyles.navLinkActive);
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).not.toHaveClass(shellStyles.navLinkActive);
  });

  it('renders the page in the main landmark, reachable by the skip link', () => {
    renderShell('/home');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Pagina-inhoud' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Direct naar de inhoud' })).toHaveAttribute(
      'href',
      `#${main.id}`,
    );
  });

  it('shows the version and the page footer with app, privacy, terms and contact links', () => {
    renderShell('/home');
    expect(screen.getByText('v4.1.0')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    for (const name of [
      /Android-app/,
      /iOS-app/,
      /Privacyverklaring/,
      /Algemene voorwaarden/,
      /Contactpagina/,
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    expect(within(footer).getByRole('link', { name: /Privacyverklaring/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/nl/'),
    );
    expect(within(footer).getByRole('button', { name: 'Contactgegevens' })).toBeInTheDocument();
  });

  it('opens the navigation in a drawer from the menu button and closes it after choosing', async () => {
    const user = userEvent.setup();
    renderShell('/home');
    await user.click(screen.getByRole('button', { name: 'Menu openen' }));
    // The drawer's dialog is its own chunk, loaded on the first open.
    const drawer = await findDialog({ name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Rit boeken' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(sidebarNav()).getByRole('link', { name: 'Rit boeken' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
