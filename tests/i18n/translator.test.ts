import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormatters, createTranslator, type TranslationKey } from '../../src/i18n/i18n';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createTranslator', () => {
  it('translates dotted keys per locale', () => {
    expect(createTranslator('nl-NL')('nav.myTrips')).toBe('Mijn ritten');
    expect(createTranslator('en-US')('nav.myTrips')).toBe('My trips');
  });

  it('fills {{placeholders}}', () => {
    expect(createTranslator('en-US')('userProfile.updateError', { error: 'Timeout' })).toBe(
      'Error updating profile: Timeout',
    );
    expect(createTranslator('nl-NL')('home.budget.validUntil', { date: '31 december 2026' })).toBe(
      'Geldig tot en met 31 december 2026',
    );
  });

  it('returns the key itself for a missing key and warns once in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator('en-US');
    const missing = 'nope.notThere' as TranslationKey;
    expect(t(missing)).toBe('nope.notThere');
    expect(t(missing)).toBe('nope.notThere');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('nope.notThere');
  });

  it('returns the key when it names a group instead of a text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createTranslator('nl-NL')('error.label' as TranslationKey)).toBe('error.label');
  });
});

describe('createFormatters', () => {
  const nl = createFormatters('nl-NL');
  const en = createFormatters('en-US');

  it('formats cents as euros with two decimals', () => {
    expect(nl.formatMoney(1250).replace(/\s/g, ' ')).toBe('€ 12,50');
    expect(en.formatMoney(1250)).toBe('€12.50');
  });

  it('formats kilometres with at most one decimal', () => {
    expect(nl.formatKm(12.46)).toBe('12,5 km');
    expect(en.formatKm(1200)).toBe('1,200 km');
  });

  it('shows times in 24-hour Europe/Amsterdam time', () => {
    // 13:05 UTC in summer is 15:05 in Amsterdam.
    expect(nl.formatTime('2026-07-01T13:05:00Z')).toBe('15:05');
    expect(en.formatTime(new Date('2026-01-15T22:30:00Z'))).toBe('23:30');
    expect(en.formatTime({ epochMilliseconds: Date.parse('2026-01-15T07:00:00Z') })).toBe('08:00');
  });

  it('keeps the calendar day of date-only values', () => {
    expect(nl.formatDate('2026-12-31')).toBe('31 december 2026');
    expect(en.formatDate('2026-12-31')).toBe('December 31, 2026');
    expect(nl.formatDate('05-03-1950')).toBe('5 maart 1950');
  });

  it('starts the week on Monday in nl-NL and Sunday in en-US', () => {
    expect(nl.weekStartsOn).toBe(1);
    expect(en.weekStartsOn).toBe(0);
  });
});
