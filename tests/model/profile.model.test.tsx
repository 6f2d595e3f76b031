// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createTranslator, getActiveLocale } from '../../src/i18n/i18n';
import { DEMO } from '../support/in-process';
import { accessToken, serverCall } from './account-model-support';
import { profilePlan } from './profile.plan';
import type { Gate, StateAssertion, StepExecutor, Sut } from './support/harness';
import { closeDialogs, skipReleaseNotes } from './support/app';
import { describeModel } from './support/model-suite';

// Model test of machines/profile.machine.ts: tab "Persoonlijke gegevens" of /profile in the real app, signed in as
// the demo traveller, against the in-process reference server. Elements are found by role and accessible name
// (other controls may join the page), texts come from the active dictionary (one path switches to English).

const USERS = '/ticketing/users';
const LANGUAGE = '/api/userprofile/userprofile/changelanguage';
const UNAVAILABLE = 'Dienst tijdelijk niet beschikbaar';
const NEW = { firstName: 'Johanna', lastName: 'de Vries', phone: '0201234567' };
const gates = new WeakMap<Sut, { save?: Gate; language?: Gate }>();
const gatesOf = (sut: Sut) => {
  if (!gates.has(sut)) gates.set(sut, {});
  return gates.get(sut)!;
};
const t = (...args: Parameters<ReturnType<typeof createTranslator>>) =>
  createTranslator(getActiveLocale())(...args);
const saveButton = () => screen.getByRole('button', { name: t('profile.save') });
const field = (key: 'profile.firstName' | 'profile.lastName' | 'profile.phone' | 'profile.email') =>
  screen.getByRole('textbox', { name: new RegExp(`^${t(key)}`) });
const languagePart = () => screen.getByRole('region', { name: t('profile.languageTitle') });
const languageChoice = () => within(languagePart()).getByRole('combobox');

/** The server's copy of the profile (GET /ticketing/users). */
async function serverProfile(sut: Sut): Promise<{ firstName: string; language: string }> {
  const response = await serverCall(sut, 'GET', USERS, undefined, accessToken(sut));
  return ((await response.json()) as { data: { firstName: string; language: string } }).data;
}

const see: Record<string, StateAssertion> = {
  details: async () => {
    expect(field('profile.firstName')).toBeInTheDocument();
    expect(field('profile.lastName')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t('profile.phone')}`) })).toBeInTheDocument();
    expect(field('profile.email')).toHaveValue(DEMO.email);
    expect(field('profile.email')).toHaveAttribute('readonly');
  },
  'details.editing': async () => {
    await waitFor(() => expect(saveButton()).not.toHaveAttribute('aria-busy'));
  },
  'details.saving': async (sut) => {
    await gatesOf(sut).save!.held();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
  },
  language: async () => {
    expect(
      within(languagePart()).getByRole('heading', { name: t('profile.languageTitle') }),
    ).toBeInTheDocument();
  },
  'language.idle': async () => {
    expect(languageChoice()).toHaveValue(getActiveLocale());
  },
  'language.saving': async (sut) => {
    await gatesOf(sut).language!.held();
    expect(languageChoice()).toHaveValue(getActiveLocale());
  },
};

async function type(
  sut: Sut,
  key: 'profile.firstName' | 'profile.lastName' | 'profile.phone',
  value: string,
) {
  await sut.user.clear(field(key));
  if (value) await sut.user.type(field(key), value);
}

const exec: Record<string, StepExecutor> = {
  '(root):form.change': async (sut) => {
    await type(sut, 'profile.firstName', NEW.firstName);
    expect(field('profile.firstName')).toHaveValue(NEW.firstName);
    expect(screen.queryByText(t('validation.firstNameRequired'))).toBeNull();
  },
  'details.editing:form.submit [isFormValid] → details.saving': async (sut) => {
    await type(sut, 'profile.firstName', NEW.firstName);
    await type(sut, 'profile.lastName', NEW.lastName);
    await type(sut, 'profile.phone', NEW.phone);
    gatesOf(sut).save = sut.gate((url, method) => method === 'PATCH' && url.pathname === USERS);
    await sut.user.click(saveButton());
  },
  'details.editing:form.submit': async (sut) => {
    await type(sut, 'profile.firstName', '');
    await sut.user.click(saveButton());
    expect(await screen.findByText(t('validation.firstNameRequired'))).toBeInTheDocument();
    expect(sut.requests).not.toContain(`PATCH ${USERS}`);
  },
  'details.saving:xstate.done.actor.updateUser → details.editing': async (sut) => {
    gatesOf(sut).save!.release();
    expect(
      await screen.findByText(t('userProfile.updateSuccess'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect((await serverProfile(sut)).firstName).toBe(NEW.firstName);
  },
  'details.saving:xstate.error.actor.updateUser → details.editing': async (sut) => {
    gatesOf(sut).save!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(
      await screen.findByText(t('userProfile.updateError', { error: UNAVAILABLE }), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(field('profile.firstName')).toHaveValue(NEW.firstName);
    gatesOf(sut).save!.remove();
  },
  'language.idle:language.change → language.saving': async (sut) => {
    gatesOf(sut).language = sut.gate((url, method) => method === 'POST' && url.pathname === LANGUAGE);
    await sut.user.selectOptions(languageChoice(), 'English');
    expect(await screen.findByRole('button', { name: 'Save details' })).toBeInTheDocument();
  },
  'language.saving:language.change → language.saving': async (sut) => {
    const before = sut.requests.filter((r) => r === `POST ${LANGUAGE}`).length;
    await sut.user.selectOptions(languageChoice(), 'Nederlands');
    expect(await screen.findByRole('button', { name: 'Gegevens opslaan' })).toBeInTheDocument();
    await waitFor(() => expect(sut.requests.filter((r) => r === `POST ${LANGUAGE}`).length).toBe(before + 1));
  },
  'language.saving:xstate.done.actor.changeLanguage → language.idle': async (sut) => {
    const chosen = getActiveLocale();
    gatesOf(sut).language!.release();
    expect(
      await screen.findByText(t('userProfile.updateSuccess'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await serverProfile(sut)).language).toBe(chosen));
  },
  'language.saving:xstate.error.actor.changeLanguage → language.idle': async (sut) => {
    const chosen = getActiveLocale();
    gatesOf(sut).language!.fail(503, 'ServiceUnavailable', UNAVAILABLE);
    expect(
      await screen.findByText(t('userProfile.updateError', { error: UNAVAILABLE }), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(languageChoice()).toHaveValue(chosen);
    gatesOf(sut).language!.remove();
  },
};

describeModel({
  plan: profilePlan,
  see,
  exec,
  before: async (sut) => {
    skipReleaseNotes();
    await sut.storeDemoSession('2001000101');
    sut.start('/profile');
    await sut.waitForAuth('signedIn');
    await screen.findByRole('tab', { name: 'Persoonlijke gegevens', hidden: true }, { timeout: 15_000 });
    await closeDialogs(sut);
    await screen.findByRole('button', { name: 'Gegevens opslaan' }, { timeout: 5000 });
  },
});
