import { useId } from 'react';
import { useLogicActor } from '../../logic/use-logic';
import { createProfileLogic } from '../../logic/profile';
import { useSelector } from '@xstate/react';
import { PROFILE_FIELDS } from '../../../machines/lib/account-rules';
import { selectIsSaving } from '../../../machines/profile.machine';
import type { UserProfile } from '../../../machines/types';
import { Button, LanguageSelect, TextField, WarningIcon } from '../../components';
import { useI18n, type Locale } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as formStyles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { DisplaySettings } from './display-settings';
import { FieldTooltip } from './field-tooltip';
import * as styles from './profile-page.css';
import { FIELD_MAX_LENGTH } from '../../../machines/lib/field-limits';

/**
 * SPEC §2 /profile tab 1: first name, last name and phone editable (§5: names required, phone ≥ 10); email
 * read-only with a warning tooltip (§5 "Profile email is not editable"); the language selector switches the UI
 * at once (`setLocale`) and stores the choice (changelanguage). §8 toasts on success and failure; typed values
 * are kept on errors.
 */
export function PersonalInfoPanel({ profile }: { profile: UserProfile }) {
  const { t, locale, setLocale } = useI18n();
  const actor = useLogicActor(createProfileLogic, { input: { profile } });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest, email } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, PROFILE_FIELDS);
  const errorText = useErrorText();
  const languageHeadingId = `language-${useId()}`;
  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });

  const changeLanguage = (next: Locale) => {
    setLocale(next);
    actor.send({ type: 'language.change', language: next });
  };

  return (
    <div className={styles.panel}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'form.submit' });
        }}
      >
        <TextField
          ref={fieldRef(refs, 'firstName')}
          label={t('profile.firstName')}
          maxLength={FIELD_MAX_LENGTH.name}
          name="firstName"
          autoComplete="given-name"
          required
          value={form.firstName}
          onChange={(e) => change({ firstName: e.target.value })}
          error={errorText(errors.firstName)}
        />
        <TextField
          ref={fieldRef(refs, 'lastName')}
          label={t('profile.lastName')}
          maxLength={FIELD_MAX_LENGTH.name}
          name="lastName"
          autoComplete="family-name"
          required
          value={form.lastName}
          onChange={(e) => change({ lastName: e.target.value })}
          error={errorText(errors.lastName)}
        />
        <TextField
          ref={fieldRef(refs, 'phone')}
          label={t('profile.phone')}
          maxLength={FIELD_MAX_LENGTH.phone}
          type="tel"
          name="phone"
          autoComplete="tel"
          required
          value={form.phone}
          onChange={(e) => change({ phone: e.target.value })}
          error={errorText(errors.phone)}
        />
        <div className={styles.readOnlyField}>
          <TextField
            label={t('profile.email')}
            hint={t('profile.emailReadOnly')}
            type="email"
            name="email"
            value={email}
            readOnly
          />
          <FieldTooltip content={t('profile.emailReadOnly')}>
            <button type="button" className={styles.infoButton} aria-label={t('profile.emailInfo')}>
              <WarningIcon />
            </button>
          </FieldTooltip>
        </div>
        <div>
          <Button type="submit" variant="primary" busy={selectIsSaving(state)}>
            {t('profile.save')}
          </Button>
        </div>
      </form>
      <section className={styles.section} aria-labelledby={languageHeadingId}>
        <h2 id={languageHeadingId} className={styles.sectionTitle}>
          {t('profile.languageTitle')}
        </h2>
        <p className={formStyles.intro}>{t('profile.languageHint')}</p>
        <LanguageSelect value={locale} onChange={changeLanguage} hideLabel />
      </section>
      <DisplaySettings />
    </div>
  );
}
