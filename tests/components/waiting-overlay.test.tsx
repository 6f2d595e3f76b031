// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WaitingOverlay } from '../../src/components/waiting-overlay/waiting-overlay';
import { I18nProvider } from '../../src/i18n/i18n';

function renderOverlay(onCancel = vi.fn(), open = true) {
  render(
    <I18nProvider initialLocale="en-US">
      <WaitingOverlay open={open} message="Calculating trip details…" onCancel={onCancel} />
    </I18nProvider>,
  );
  return onCancel;
}

describe('WaitingOverlay', () => {
  it('is a modal alertdialog named by its message, with focus on Cancel', () => {
    renderOverlay();
    const dialog = screen.getByRole('alertdialog', { name: 'Calculating trip details…' });
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Calculating trip details…')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onCancel when Cancel is pressed', async () => {
    const user = userEvent.setup();
    const onCancel = renderOverlay();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('calls onCancel on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = renderOverlay();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderOverlay(vi.fn(), false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
