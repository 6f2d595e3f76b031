import { setTheme, useTheme } from '../../lib/theme';
import { useI18n } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { SwitchField } from '../../components/form/switch-field';
import { PanelSection } from './panel-section';
import * as styles from './profile-page.css';

/**
 * /profile tab 1 "Display" section: a labelled switch for the high-contrast, larger-text theme.
 * Switching applies the theme to the whole app at once and remembers it (src/lib/theme.ts); the switch shows
 * the theme in effect, which may come from the system's `prefers-contrast: more` when nothing was chosen yet.
 */
export function DisplaySettings() {
  const { t } = useI18n();
  const theme = useTheme();
  return (
    <PanelSection title={t('profile.displayTitle')}>
      <SwitchField
        label={t('profile.highContrast')}
        hint={t('profile.highContrastHint')}
        checked={theme === 'highContrast'}
        onCheckedChange={(checked) => setTheme(checked ? 'highContrast' : 'default')}
        classNames={{ label: styles.switchLabel, hint: formStyles.intro }}
      />
    </PanelSection>
  );
}
