import { useLogicActor } from '../../logic/use-logic';
import { createProfileLogic } from '../../logic/profile';
import { PROFILE_FIELDS } from '../../../machines/account';
import { selectIsSaving } from '../../../machines/profile.machine';
import type { UserProfile } from '../../../machines/types';
import { LanguageSelect, TextField, WarningIcon } from '../../components';
import { useI18n, type Locale } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { Form, FormTextField, SubmitButton } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { DisplaySettings } from './display-settings';
import { NearNoticeSettings } from './near-notice-settings';
import { FieldTooltip } from './field-tooltip';
import { PanelSection } from './panel-section';
import * as styles from './profile-page.css';

/**
 * product §2.6 /profile tab 1: first name, last name and phone editable (§5: names required, phone ≥ 10); email
 * read-only with a warning tooltip (§5 "Profile email is not editable"); the language selector switches the UI
 * at once (`setLocale`) and stores the choice (changelanguage). §8 toasts on success and failure; typed values
 * are kept on errors.
 */
export function PersonalInfoPanel({ profile }: { profile: UserProfile }) {
  const { t, locale, setLocale } = useI18n();
  const actor = useLogicActor(createProfileLogic, { input: { profile } });
  const { state, submit, field } = useMachineForm(actor, PROFILE_FIELDS);

  const changeLanguage = (next: Locale) => {
    setLocale(next);
    actor.send({ type: 'language.change', language: next });
  };

  return (
    <div className={styles.panel}>
      <Form onSubmit={submit}>
        <FormTextField kind="givenName" {...field('firstName')} label={t('profile.firstName')} />
        <FormTextField kind="familyName" {...field('lastName')} label={t('profile.lastName')} />
        <FormTextField kind="phone" {...field('phone')} label={t('profile.phone')} />
        <div className={styles.readOnlyField}>
          <TextField
            label={t('profile.email')}
            hint={t('profile.emailReadOnly')}
            type="email"
            name="email"
            value={state.context.email}
            readOnly
          />
          <FieldTooltip content={t('profile.emailReadOnly')}>
            <button type="button" className={styles.infoButton} aria-label={t('profile.emailInfo')}>
              <WarningIcon />
            </button>
          </FieldTooltip>
        </div>
        <div>
          <SubmitButton busy={selectIsSaving(state)}>{t('profile.save')}</SubmitButton>
        </div>
      </Form>
      <PanelSection title={t('profile.languageTitle')}>
        <p className={formStyles.intro}>{t('profile.languageHint')}</p>
        <LanguageSelect value={locale} onChange={changeLanguage} hideLabel />
      </PanelSection>
      <DisplaySettings />
      <NearNoticeSettings />
    </div>
  );
}
