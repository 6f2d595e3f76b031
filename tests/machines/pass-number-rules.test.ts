import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  decideLoginPassNumber,
  decidePassNumber,
  passNumberNeedingBudget,
} from '../../machines/lib/pass-number-rules';
import type { UserProfile } from '../../machines/types';

const profile = (passNumbers: string[]): Pick<UserProfile, 'passNumbers'> => ({
  passNumbers: passNumbers.map((passNumber) => ({ passNumber, alias: null, dateOfBirth: '01-01-1950' })),
});
const budget = (passNumber: string) => ({ passNumber, remaining: 42, until: '2026-12-31' });

describe('decideLoginPassNumber', () => {
  it('applies the product §4 rules; with several pass numbers the dialog still shows, the remembered one preselected', () => {
    expect(decideLoginPassNumber(profile(['1', '2']), null, '2')).toEqual({
      passNumber: '2',
      prompt: 'selection',
    });
    expect(decideLoginPassNumber(profile(['1', '2']), null, '9')).toEqual({
      passNumber: null,
      prompt: 'selection',
    });
    expect(decideLoginPassNumber(profile(['1']), null, '9')).toEqual({ passNumber: '1', prompt: null });
    expect(decideLoginPassNumber(profile([]), null, '1')).toEqual({ passNumber: null, prompt: 'entry' });
    expect(decideLoginPassNumber(profile(['1', '2']), '1', '2')).toEqual({ passNumber: '1', prompt: null });
  });
});

describe('decidePassNumber', () => {
  it("gives a carer without a pass number of their own no entry dialog (product §10.12), and the rest as anyone's", () => {
    const carer = (numbers: string[]) => ({ ...profile(numbers), isCarer: true });
    expect(decidePassNumber(carer([]), null)).toEqual({ passNumber: null, prompt: null });
    expect(decideLoginPassNumber(carer([]), null, '1')).toEqual({ passNumber: null, prompt: null });
    expect(decidePassNumber(carer(['1']), null)).toEqual({ passNumber: '1', prompt: null });
    expect(decidePassNumber(carer(['1', '2']), null)).toEqual({ passNumber: null, prompt: 'selection' });
    expect(decidePassNumber({ ...profile([]), isCarer: false }, null)).toEqual({
      passNumber: null,
      prompt: 'entry',
    });
  });

  it('keeps a valid selection, auto-selects one, prompts otherwise', () => {
    expect(decidePassNumber(profile(['1', '2']), '2')).toEqual({ passNumber: '2', prompt: null });
    expect(decidePassNumber(profile(['1']), null)).toEqual({ passNumber: '1', prompt: null });
    expect(decidePassNumber(profile(['1']), '9')).toEqual({ passNumber: '1', prompt: null });
    expect(decidePassNumber(profile([]), null)).toEqual({ passNumber: null, prompt: 'entry' });
    expect(decidePassNumber(profile(['1', '2']), '9')).toEqual({ passNumber: null, prompt: 'selection' });
  });
});

describe('budgetFor', () => {
  it("shows a budget only for the selected pass (never another pass's)", () => {
    expect(budgetFor(budget('1'), '1')).toEqual(budget('1'));
    expect(budgetFor(budget('1'), '2')).toBeNull();
    expect(budgetFor(budget('1'), null)).toBeNull();
    expect(budgetFor(null, '1')).toBeNull();
  });
});

describe('passNumberNeedingBudget', () => {
  const fresh = { passNumber: null, rememberedPassNumber: null, checked: false };

  it("names the decided pass when the first batch did not bring that pass's budget", () => {
    expect(passNumberNeedingBudget({ profile: profile(['1']), budget: null }, fresh)).toBe('1');
    expect(passNumberNeedingBudget({ profile: profile(['1']), budget: budget('9') }, fresh)).toBe('1');
    expect(
      passNumberNeedingBudget({ profile: profile(['1', '2']) }, { ...fresh, rememberedPassNumber: '2' }),
    ).toBe('2');
  });

  it('needs nothing when the batch brought it, nothing is selected, there is no profile or the rules already ran', () => {
    expect(passNumberNeedingBudget({ profile: profile(['1']), budget: budget('1') }, fresh)).toBeNull();
    expect(passNumberNeedingBudget({ profile: profile(['1', '2']), budget: null }, fresh)).toBeNull();
    expect(passNumberNeedingBudget({ budget: null }, fresh)).toBeNull();
    expect(passNumberNeedingBudget({ profile: profile(['1']) }, { ...fresh, checked: true })).toBeNull();
  });
});
