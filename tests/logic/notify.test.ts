import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../machines/types';
import { loadFullDictionary, loadLocale } from '../../src/i18n/loader';
import { setActiveLocale } from '../../src/i18n/translator';
import { clearToasts, getToasts } from '../../src/lib/toast-store';
import { notifyAppError } from '../../src/logic/notify';

// src/logic/notify.ts: a product §8 error's toast is titled in words a traveller understands, in the active
// language, never with the HTTP reason phrase ("Bad Request") or a developer word ("Serverfout").

const LABELS: AppError['label'][] = [
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'serviceUnavailable',
  'internalServerError',
];

/** HTTP reason phrases and the developer words the toasts used to show, compared without case. */
const DEVELOPER_WORDS = [
  'bad request',
  'unauthorized',
  'unauth',
  'forbidden',
  'not found',
  'conflict',
  'service unavailable',
  'internal server error',
  'ongeldig verzoek',
  'serverfout',
  'niet ingelogd',
  'dienst niet beschikbaar',
];

const error = (label: AppError['label']): AppError => ({
  message: 'Selecteer een pasnummer voordat u boekt.',
  label,
  severity: 'warning',
  status: 400,
});

beforeAll(async () => {
  await loadLocale('en-US');
  await loadFullDictionary();
});

afterEach(() => {
  clearToasts();
  setActiveLocale('nl-NL');
});

describe('notifyAppError', () => {
  for (const locale of ['nl-NL', 'en-US'] as const)
    it(`titles every §8 label in traveller's words (${locale})`, () => {
      setActiveLocale(locale);
      const titles = LABELS.map((label) => {
        clearToasts();
        notifyAppError(error(label));
        const [toast] = getToasts();
        expect(toast?.message).toBe('Selecteer een pasnummer voordat u boekt.');
        return toast?.label ?? '';
      });
      for (const title of titles) {
        expect(title).not.toMatch(/^error\.label/);
        expect(DEVELOPER_WORDS).not.toContain(title.toLowerCase());
      }
      // One title per label: the traveller can tell "please check" from "something went wrong".
      expect(new Set(titles).size).toBe(LABELS.length);
    });

  it('says a 400 in words: "Even controleren" / "Please check"', () => {
    notifyAppError(error('badRequest'));
    expect(getToasts()[0]?.label).toBe('Even controleren');
    clearToasts();
    setActiveLocale('en-US');
    notifyAppError(error('internalServerError'));
    expect(getToasts()[0]?.label).toBe('Something went wrong');
  });
});
