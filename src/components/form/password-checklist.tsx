import { checkPasswordRules, type PasswordPolicy, type PasswordRuleId } from '../../../machines/account';
import { CheckCircleIcon, CloseIcon } from '../index';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from './form.css';

const RULE_KEYS: Record<PasswordRuleId, TranslationKey> = {
  minimumLength: 'passwordPolicy.minimumLength',
  lowercase: 'passwordPolicy.lowercase',
  uppercase: 'passwordPolicy.uppercase',
  number: 'passwordPolicy.number',
  symbol: 'passwordPolicy.symbol',
  maximumConsecutive: 'passwordPolicy.maximumConsecutive',
};

/**
 * product §5.1 password policy as a live checklist (length, lowercase, uppercase, number, symbol, maximum run of
 * identical characters), from the server's policy. Each line says met / not met in text (not by colour or icon
 * alone). Not a live region — announcing every keystroke would drown the screen reader; the password input
 * references it with `aria-describedby` instead.
 */
export function PasswordChecklist({
  id,
  password,
  policy,
}: {
  id: string;
  password: string;
  policy: PasswordPolicy;
}) {
  const { t } = useI18n();
  return (
    <div id={id}>
      <p className={styles.checklistTitle}>{t('passwordPolicy.title')}</p>
      <ul className={styles.checklist}>
        {checkPasswordRules(password, policy).map((rule) => (
          <li
            key={rule.id}
            data-rule={rule.id}
            data-met={rule.met}
            className={[styles.rule, rule.met ? styles.ruleMet : undefined].filter(Boolean).join(' ')}
          >
            {rule.met ? <CheckCircleIcon size={20} /> : <CloseIcon size={20} />}
            <span>
              {t(RULE_KEYS[rule.id], { count: rule.value ?? 0 })}
              <span className={visuallyHidden}>
                {' '}
                ({rule.met ? t('passwordPolicy.met') : t('passwordPolicy.unmet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
