// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/components/button/button';
import { LazyDialog } from '../../src/components/dialog/lazy-dialog';
import { LazyWaitingOverlay } from '../../src/components/waiting-overlay/lazy-waiting-overlay';
import { I18nProvider } from '../../src/i18n/i18n';
import { findDialog } from '../support/dialogs';

function Harness() {
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState(false);
  const fallback = useRef<HTMLButtonElement>(null);
  return (
    <I18nProvider initialLocale="en-US">
      <h1>Book a trip</h1>
      <Button onClick={() => setOpen(true)}>Check</Button>
      <Button ref={fallback}>Confirm</Button>
      <LazyDialog open={open} onOpenChange={setOpen} title="Check your trip" returnFocusRef={fallback}>
        <Button onClick={() => setOpen(false)}>Back</Button>
      </LazyDialog>
      <LazyDialog open={question} title="Return trip?" hideCloseButton dismissible={false}>
        <Button onClick={() => setQuestion(false)}>No</Button>
      </LazyDialog>
      <Button onClick={() => setQuestion(true)}>Ask</Button>
    </I18nProvider>
  );
}

describe('LazyDialog', () => {
  it('renders nothing before the first opening, then behaves as the Dialog (focus inside, Escape, focus back)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[role="dialog"], [data-radix-focus-guard]')).toHaveLength(0);

    const opener = screen.getByRole('button', { name: 'Check' });
    await user.click(opener);
    const dialog = await findDialog({ name: 'Check your trip' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    // Reopened: the code is there, the dialog shows in the same render.
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Check your trip' })).toBeInTheDocument();
  });

  it('opens a second LazyDialog synchronously once the first has loaded', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await findDialog({ name: 'Check your trip' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(screen.getByRole('dialog', { name: 'Return trip?' })).toBeInTheDocument();
  });
});

describe('LazyWaitingOverlay', () => {
  it('renders nothing until open, then the alertdialog with focus on Cancel', async () => {
    function Overlay() {
      const [open, setOpen] = useState(false);
      return (
        <I18nProvider initialLocale="en-US">
          <Button onClick={() => setOpen(true)}>Go</Button>
          <LazyWaitingOverlay open={open} message="Calculating…" onCancel={() => setOpen(false)} />
        </I18nProvider>
      );
    }
    const user = userEvent.setup();
    render(<Overlay />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alertdialog', { name: 'Calculating…' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
