import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  guestEntryMachine,
  selectEntry,
  selectErrors,
  selectFocusRequest,
  trimGuestEntry,
} from '../../machines/guest-entry.machine';

// machines/guest-entry.machine.ts (product §2.1 welcome page guest entry, §5 "Quick booking entry").

function start() {
  const goToQuickBook = vi.fn();
  const actor = createActor(
    guestEntryMachine.provide({ actions: { goToQuickBook: (_, params) => goToQuickBook(params.entry) } }),
  ).start();
  return { actor, goToQuickBook };
}

describe('guest-entry machine', () => {
  it('starts empty, without errors', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectEntry(actor.getSnapshot())).toEqual({ email: '', firstName: '', lastName: '' });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    expect(selectFocusRequest(actor.getSnapshot())).toBe(0);
  });

  it('shows no errors while typing before the first submit', () => {
    const { actor } = start();
    actor.send({ type: 'form.change', patch: { email: 'gast@' } });
    expect(selectEntry(actor.getSnapshot()).email).toBe('gast@');
    expect(selectErrors(actor.getSnapshot())).toEqual({});
  });

  it('refuses an empty entry: every field required, focus requested, no navigation', () => {
    const { actor, goToQuickBook } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectErrors(actor.getSnapshot())).toEqual({
      email: 'validation.emailRequired',
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
    });
    expect(selectFocusRequest(actor.getSnapshot())).toBe(1);
    expect(goToQuickBook).not.toHaveBeenCalled();
  });

  it('re-validates every change once submitted, and asks for focus again on each refused submit', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.change', patch: { email: 'gast@', firstName: 'Gerda' } });
    expect(selectErrors(actor.getSnapshot())).toEqual({
      email: 'validation.emailInvalid',
      lastName: 'validation.lastNameRequired',
    });
    // Typing moves no focus.
    expect(selectFocusRequest(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'form.submit' });
    expect(selectFocusRequest(actor.getSnapshot())).toBe(2);
  });

  it('goes on to quick booking with the trimmed entry, once, when it is valid', () => {
    const { actor, goToQuickBook } = start();
    actor.send({ type: 'form.submit' });
    actor.send({
      type: 'form.change',
      patch: { email: ' gast@example.com ', firstName: ' Gerda', lastName: 'Gast  ' },
    });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(goToQuickBook).toHaveBeenCalledTimes(1);
    expect(goToQuickBook).toHaveBeenCalledWith({
      email: 'gast@example.com',
      firstName: 'Gerda',
      lastName: 'Gast',
    });
    expect(actor.getSnapshot().value).toBe('entered');
    actor.send({ type: 'form.submit' });
    expect(goToQuickBook).toHaveBeenCalledTimes(1);
  });

  it('counts whitespace as empty', () => {
    const { actor, goToQuickBook } = start();
    actor.send({
      type: 'form.change',
      patch: { email: 'gast@example.com', firstName: '  ', lastName: 'Gast' },
    });
    actor.send({ type: 'form.submit' });
    expect(selectErrors(actor.getSnapshot())).toEqual({ firstName: 'validation.firstNameRequired' });
    expect(goToQuickBook).not.toHaveBeenCalled();
  });

  it('trims every field', () => {
    expect(trimGuestEntry({ email: ' a@b.nl ', firstName: '\tA ', lastName: ' B\n' })).toEqual({
      email: 'a@b.nl',
      firstName: 'A',
      lastName: 'B',
    });
  });
});
