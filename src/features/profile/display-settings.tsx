import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { setTheme, useTheme } from '../../lib/theme';
import { useI18n } from '../../i18n/i18n';
import * as formStyles from '../../components/form/form.css';
import { PanelSection } from './panel-section';
import * as styles from './profile-page.css';

/**
 * /profile tab 1 "Display" section (issue 8 item 5): a labelled switch for the high-contrast, larger-text theme.
 * Switching applies the theme to the whole app at once and remembers it (src/lib/theme.ts); the switch shows
 * the theme in effect, which may come from the system's `prefers-contrast: more` when nothing was chosen yet.
 */
export function DisplaySettings() {
  const { t } = useI18n();
  const theme = useTheme();
  const id = useId();
  const switchId = `display-switch-${id}`;
  const hintId = `display-hint-${id}`;
  return (
    <PanelSection title={t('profile.displayTitle')}>
      <div className={styles.switchRow}>
        <Switch.Root
          id={switchId}
          className={styles.switchRoot}
          checked={theme === 'highContrast'}
          aria-describedby={hintId}
          onCheckedChange={(checked) => setTheme(checked ? 'highContrast' : 'default')}
        >
          <Switch.Thumb className={styles.switchThumb} />
        </Switch.Root>
        <label htmlFor={switchId} className={styles.switchLabel}>
          {t('profile.highContrast')}
        </label>
      </div>
      <p id={hintId} className={formStyles.intro}>
        {t('profile.highContrastHint')}
      </p>
    </PanelSection>
  );
}
