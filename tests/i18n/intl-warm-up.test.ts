import { describe, expect, it } from 'vitest';
import { warmUpIntl } from '../../src/boot/intl-warm-up';
import { createFormatters } from '../../src/i18n/i18n';

/* The boot script warms up Intl with the formatters the first render uses (date in Europe/Amsterdam,
 * km), so that cost is paid while the app's JavaScript downloads. */

describe('warmUpIntl', () => {
  it.each(['nl-NL', 'en-US'] as const)(
    'formats with the same settings as the app’s formatters (%s)',
    (locale) => {
      const app = createFormatters(locale);
      expect(warmUpIntl(locale)).toEqual([app.formatDate(new Date(0)), app.formatKm(1)]);
    },
  );
});
