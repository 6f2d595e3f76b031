import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  profileMachine,
  selectIsSaving,
  type ProfileLanguage,
  type UpdateUserInput,
} from '../../machines/profile.machine';
import type { UserProfile } from '../../machines/types';
import { accountError, deferred, userProfile } from './account-fixtures';

function start(
  opts: {
    update?: (i: UpdateUserInput) => Promise<UserProfile>;
    language?: (l: ProfileLanguage) => Promise<void>;
  } = {},
) {
  const calls = { update: [] as UpdateUserInput[], language: [] as ProfileLanguage[] };
  const spies = {
    storeProfile: vi.fn(),
    storeLanguage: vi.fn(),
    notifyUpdated: vi.fn(),
    notifyUpdateFailed: vi.fn(),
  };
  const actor = createActor(
    profileMachine.provide({
      actors: {
        updateUser: fromPromise<UserProfile, UpdateUserInput>(async ({ input }) => {
          calls.update.push(input);
          return opts.update
            ? opts.update(input)
            : { ...userProfile(), firstName: input.firstName, surname: input.surname, phone: input.phone };
        }),
        changeLanguage: fromPromise<void, { language: ProfileLanguage }>(async ({ input }) => {
          calls.language.push(input.language);
          await opts.language?.(input.language);
        }),
      },
      actions: {
        storeProfile: (_, p) => spies.storeProfile(p),
        storeLanguage: (_, p) => spies.storeLanguage(p),
        notifyUpdated: () => spies.notifyUpdated(),
        notifyUpdateFailed: (_, p) => spies.notifyUpdateFailed(p),
      },
    }),
    { input: { profile: userProfile() } },
  );
  actor.start();
  return { actor, calls, spies };
}

describe('profile.machine', () => {
  it('starts from the profile, with the email read-only in context', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context).toMatchObject({
      form: { firstName: 'Demo', lastName: 'Reiziger', phone: '0612345678' },
      email: 'demo@example.com',
      language: 'nl-NL',
    });
  });

  it('validates names and phone before saving', () => {
    const { actor, calls } = start();
    actor.send({ type: 'form.change', patch: { firstName: '', phone: '06123' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      firstName: 'validation.firstNameRequired',
      phone: 'register.phoneNumberRequired',
    });
    expect(calls.update).toEqual([]);
  });

  it('saves with PATCH /users (unchanged email, surname), shares the profile and toasts success', async () => {
    const gate = deferred<UserProfile>();
    const { actor, calls, spies } = start({ update: () => gate.promise });
    actor.send({ type: 'form.change', patch: { firstName: ' Anna ', lastName: 'de Vries' } });
    actor.send({ type: 'form.submit' });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    gate.resolve({ ...userProfile(), firstName: 'Anna', surname: 'de Vries' });
    await waitFor(actor, (s) => s.matches({ details: 'editing' }));
    expect(calls.update).toEqual([
      { email: 'demo@example.com', firstName: 'Anna', surname: 'de Vries', phone: '0612345678' },
    ]);
    expect(spies.storeProfile).toHaveBeenCalledWith({
      profile: expect.objectContaining({ firstName: 'Anna' }),
    });
    expect(spies.notifyUpdated).toHaveBeenCalledOnce();
  });

  it('toasts userProfile.updateError on failure and keeps the typed values', async () => {
    const { actor, spies } = start({
      update: async () => Promise.reject(accountError(400, 'InvalidBody', 'Ongeldig')),
    });
    actor.send({ type: 'form.change', patch: { firstName: 'Anna' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, () => spies.notifyUpdateFailed.mock.calls.length > 0);
    expect(spies.notifyUpdateFailed).toHaveBeenCalledWith({
      error: expect.objectContaining({ message: 'Ongeldig' }),
    });
    expect(actor.getSnapshot().context.form.firstName).toBe('Anna');
  });

  it('stores a language change and keeps the session profile in step', async () => {
    const { actor, calls, spies } = start();
    actor.send({ type: 'language.change', language: 'en-US' });
    await waitFor(actor, (s) => s.matches({ language: 'idle' }));
    expect(calls.language).toEqual(['en-US']);
    expect(spies.storeLanguage).toHaveBeenCalledWith({ language: 'en-US' });
  });

  it('restarts the language request when the user changes again meanwhile (the last choice wins)', async () => {
    const first = deferred<void>();
    const { actor, calls, spies } = start({
      language: (l) => (l === 'en-US' ? first.promise : Promise.resolve()),
    });
    actor.send({ type: 'language.change', language: 'en-US' });
    actor.send({ type: 'language.change', language: 'nl-NL' });
    await waitFor(actor, (s) => s.matches({ language: 'idle' }));
    expect(calls.language).toEqual(['en-US', 'nl-NL']);
    expect(spies.storeLanguage).toHaveBeenCalledTimes(1);
    expect(spies.storeLanguage).toHaveBeenCalledWith({ language: 'nl-NL' });
  });

  it('toasts a failed language change', async () => {
    const { actor, spies } = start({ language: async () => Promise.reject(accountError(500)) });
    actor.send({ type: 'language.change', language: 'en-US' });
    await waitFor(actor, () => spies.notifyUpdateFailed.mock.calls.length > 0);
    expect(actor.getSnapshot().matches({ language: 'idle' })).toBe(true);
  });
});
