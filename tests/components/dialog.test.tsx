// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../src/components/button/button';
import { Dialog, DialogClose } from '../../src/components/dialog/dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>Contactgegevens</Button>}
        title="Contactgegevens"
        description="Neem contact op met onze klantenservice."
        actions={
          <DialogClose>
            <Button>Klaar</Button>
          </DialogClose>
        }
      >
        <a href="mailto:klantenservice@regiotaxi.example">klantenservice@regiotaxi.example</a>
      </Dialog>
      <button type="button">After</button>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named, described modal dialog and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contactgegevens' }));
    const dialog = screen.getByRole('dialog', { name: 'Contactgegevens' });
    expect(dialog).toHaveAccessibleDescription('Neem contact op met onze klantenservice.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Contactgegevens' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 6; step++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Contactgegevens' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the close button and from a DialogClose action, returning focus each time', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Contactgegevens' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('ignores Escape when not dismissible', async () => {
    const user = userEvent.setup();
    render(<Dialog open title="Bezig" dismissible={false} hideCloseButton />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Bezig' })).toBeInTheDocument();
  });
});
