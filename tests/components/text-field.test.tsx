// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from '../../src/components/text-field/text-field';
import { I18nProvider } from '../../src/i18n/i18n';

describe('TextField', () => {
  it('names the input by its label', () => {
    render(<TextField label="E-mailadres" type="email" />);
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('type', 'email');
  });

  it('is not marked invalid and describes itself by its hint when there is no error', () => {
    render(<TextField label="Van" hint="Typ minimaal 3 tekens" />);
    const input = screen.getByRole('textbox', { name: 'Van' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Typ minimaal 3 tekens');
  });

  it('marks the input invalid and ties hint and error to it with aria-describedby', () => {
    render(<TextField label="Van" hint="Typ minimaal 3 tekens" error="Selecteer een adres" />);
    const input = screen.getByRole('textbox', { name: 'Van' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Typ minimaal 3 tekens Selecteer een adres');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')).toHaveTextContent('Selecteer een adres');
  });

  it('keeps a caller-supplied aria-describedby', () => {
    render(
      <>
        <p id="extra">Extra uitleg</p>
        <TextField label="Naar" aria-describedby="extra" error="Dit veld is verplicht" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Naar' })).toHaveAccessibleDescription(
      'Extra uitleg Dit veld is verplicht',
    );
  });

  it('clears the invalid state when the error goes away', () => {
    const { rerender } = render(<TextField label="Van" error="Selecteer een adres" />);
    rerender(<TextField label="Van" />);
    const input = screen.getByRole('textbox', { name: 'Van' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards its ref to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Wachtwoord" type="password" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.type).toBe('password');
  });

  it('shows a translated required marker and passes typing through', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider initialLocale="en-US">
        <TextField label="E-mail address" required showRequiredMarker />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(input).toBeRequired();
    expect(screen.getByText('(required)')).toBeInTheDocument();
    await user.type(input, 'demo@example.com');
    expect(input).toHaveValue('demo@example.com');
  });
});
