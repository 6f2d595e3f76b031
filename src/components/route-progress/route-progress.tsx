import { createContext, useContext } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import { useI18n } from '../../i18n/i18n';
import * as styles from './route-progress.css';

/**
 * True while a route change waits for its page (its chunk is not loaded yet): the router (src/app) provides it,
 * the layouts read it to mark `<main>` busy and inert (the old page takes no input meanwhile) and to show
 * {@link RouteProgress}. False outside such a router (tests' memory routers).
 */
export const RoutePendingContext = createContext(false);

/** Whether a route change is waiting for its page ({@link RoutePendingContext}). */
export function useRoutePending(): boolean {
  return useContext(RoutePendingContext);
}

/**
 * The visible sign that the next page is on its way: a thin moving bar across the top of the window and
 * "Loading page…" for screen readers (a polite live region, rendered even while idle so it is announced).
 */
export function RouteProgress() {
  const { t } = useI18n();
  const pending = useRoutePending();
  return (
    <>
      {pending ? (
        <div className={styles.bar} data-route-progress="">
          <div className={styles.fill} />
        </div>
      ) : null}
      <div role="status" className={visuallyHidden}>
        {pending ? t('resilience.pageLoading') : ''}
      </div>
    </>
  );
}
