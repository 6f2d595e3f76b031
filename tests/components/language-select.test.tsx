// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from '../../src/components/language-select/language-select';
import { PublicLayout } from '../../src/components/public-layout/public-layout';
import { getActiveLocale, I18nProvider } from '../../src/i18n/i18n';

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

describe('LanguageSelect with I18nProvider', () => {
  it('switches the UI language, persists it in localStorage "lang" and sets <html lang>', async () => {
    const user = userEvent.setup();
    const onLocaleChange = vi.fn();
    render(
      <I18nProvider initialLocale="nl-NL" onLocaleChange={onLocaleChange}>
        <PublicLayout title="Inloggen">
          <p>Formulier</p>
        </PublicLayout>
      </I18nProvider>,
    );
    expect(document.documentElement.lang).toBe('nl-NL');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Taal' }), 'en-US');

    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByRole('link', { name: /Privacy statement/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/en/'),
    );
    expect(window.localStorage.getItem('lang')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
    expect(getActiveLocale()).toBe('en-US');
    expect(onLocaleChange).toHaveBeenCalledWith('en-US');
  });

  it('detects the start language from the browser when none is given', () => {
    window.localStorage.setItem('lang', 'en');
    render(
      <I18nProvider>
        <LanguageSelect />
      </I18nProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
  });

  it('names each option in its own language', () => {
    render(<LanguageSelect value="nl-NL" onChange={() => {}} />);
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('option', { name: 'Nederlands' })).toHaveAttribute('lang', 'nl');
  });
});
