import { useId } from 'react';
import { field } from '../../../styles/recipes/field.css';
import { visuallyHidden } from '../../../styles/utilities.css';
import { LOCALES, toLocale, useI18n, type Locale } from '../../i18n/i18n';
import * as styles from './language-select.css';

/** Props of {@link LanguageSelect}. Without `value`/`onChange` it drives the surrounding I18nProvider. */
export interface LanguageSelectProps {
  value?: Locale;
  onChange?: (locale: Locale) => void;
  /** Hide the "Taal"/"Language" label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string;
}

const NATIVE_NAME = {
  'nl-NL': { key: 'language.nl', lang: 'nl' },
  'en-US': { key: 'language.en', lang: 'en' },
} as const;

/**
 * Language chooser (nl-NL / en-US; product §1, §2 welcome/profile). A native <select>: the most robust control for
 * keyboard, screen reader and zoom users. Each option shows the language's own name in its own `lang`.
 */
export function LanguageSelect({ value, onChange, hideLabel = false, className }: LanguageSelectProps) {
  const { locale, setLocale, t } = useI18n();
  const id = `language-${useId()}`;
  const current = value ?? locale;
  const change = onChange ?? setLocale;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={[field(), styles.select].join(' ')}
        value={current}
        onChange={(event) => {
          const next = toLocale(event.target.value);
          if (next) change(next);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={NATIVE_NAME[option].lang}>
            {t(NATIVE_NAME[option].key)}
          </option>
        ))}
      </select>
    </div>
  );
}
