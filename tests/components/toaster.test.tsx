// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts, MAX_TOASTS, notify } from '../../src/lib/toast-store';
import { Toaster } from '../../src/components/toast/toaster';
import { I18nProvider } from '../../src/i18n/i18n';

function renderToaster() {
  return render(
    <I18nProvider initialLocale="en-US">
      <Toaster />
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast raised from outside React inside the notifications region', () => {
    renderToaster();
    act(() => {
      notify({ message: 'Your trip has been successfully booked!', severity: 'success' });
    });
    const region = screen.getByRole('region', { name: /notifications/i });
    expect(within(region).getByText('Your trip has been successfully booked!')).toBeInTheDocument();
    // Severity is spelled out, not only shown by colour.
    expect(within(region).getByText('Success')).toBeInTheDocument();
  });

  it('closes a toast automatically after 5 seconds', () => {
    renderToaster();
    act(() => {
      notify({ message: 'The trip cannot be canceled', severity: 'danger' });
    });
    expect(screen.getByText('The trip cannot be canceled')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('The trip cannot be canceled')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('The trip cannot be canceled')).not.toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('uses the given label as heading (e.g. the §8 status label)', () => {
    renderToaster();
    act(() => {
      notify({ message: 'This email address is already in use.', severity: 'warning', label: 'Conflict' });
    });
    expect(screen.getByText('Conflict')).toBeInTheDocument();
    expect(screen.queryByText('Warning')).not.toBeInTheDocument();
  });

  it('announces the toast through a live region', () => {
    renderToaster();
    act(() => {
      notify({ message: 'Feedback submitted successfully!', severity: 'success' });
    });
    act(() => vi.advanceTimersByTime(50));
    const live = document.querySelector('[aria-live]');
    expect(live).not.toBeNull();
    expect(live).toHaveTextContent('Feedback submitted successfully!');
  });

  it('keeps at most the newest toasts in the store', () => {
    for (let index = 0; index < MAX_TOASTS + 2; index++) notify({ message: `Message ${index}` });
    const messages = getToasts().map((toast) => toast.message);
    expect(messages).toHaveLength(MAX_TOASTS);
    expect(messages.at(-1)).toBe(`Message ${MAX_TOASTS + 1}`);
  });

  it('shows a message once: the same toast again replaces the one on screen, as the newest', () => {
    const failed = { message: 'Er is een onverwachte fout opgetreden.', severity: 'danger' } as const;
    const first = notify(failed);
    notify({ message: 'Uw rit is geboekt!', severity: 'success' });
    const second = notify(failed);
    expect(second).not.toBe(first);
    expect(getToasts().map((toast) => [toast.id, toast.message])).toEqual([
      [expect.any(String), 'Uw rit is geboekt!'],
      [second, failed.message],
    ]);
    // The same words with another severity or label are another toast.
    notify({ ...failed, severity: 'warning' });
    notify({ ...failed, label: 'Conflict' });
    expect(getToasts().filter((toast) => toast.message === failed.message)).toHaveLength(3);
  });
});
