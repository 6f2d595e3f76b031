import { useSelector } from '@xstate/react';
import {
  selectNearNoticeAlert,
  selectNearNoticeAsking,
  selectNearNoticeOn,
  selectNotificationsBlocked,
  type NearNoticeActorRef,
} from '../../../machines/trip';
import { notice as noticeBox } from '../../../styles/recipes/notice.css';
import { useI18n } from '../../i18n/i18n';
import { nearNoticeText, type NoticeReader } from '../../logic/near-notice';
import { Button } from '../button/button';
import { SwitchField } from '../form/switch-field';
import * as styles from './near-notice.css';

/** Props of {@link NearNoticeSwitch} and {@link NearNoticeAlert}. */
export interface NearNoticeProps {
  /** The near-notice actor (machines/trip/near-notice.machine.ts); undefined while it is not running. */
  actor: NearNoticeActorRef | undefined;
  /** Who reads it: the traveller ("my taxi") or a carer on the follow page ("the taxi"). */
  reader: NoticeReader;
}

/**
 * The opt-in "Notify me when my taxi is near" (live card, follow page, profile): a switch whose first tap asks the
 * browser's notification permission (the chart does, never on load), its hint, a note while the browser asks, and
 * a note when notifications are blocked (the alert on the page and the tab title still tell).
 */
export function NearNoticeSwitch({ actor, reader }: NearNoticeProps) {
  const { t } = useI18n();
  const on = useSelector(actor, selectNearNoticeOn);
  const asking = useSelector(actor, selectNearNoticeAsking);
  const blocked = useSelector(actor, selectNotificationsBlocked);
  return (
    <div className={styles.controls} data-testid="near-notice-switch">
      <SwitchField
        label={t(reader === 'carer' ? 'nearNotice.carerOptIn' : 'nearNotice.optIn')}
        hint={t('nearNotice.optInHint')}
        checked={on}
        onCheckedChange={(checked) =>
          actor?.send({ type: checked ? 'nearNotice.enable' : 'nearNotice.disable' })
        }
        classNames={{ label: styles.label, hint: styles.hint }}
      />
      <p className={styles.hint} role="status">
        {asking ? t('nearNotice.asking') : blocked ? t('nearNotice.blocked') : ''}
      </p>
    </div>
  );
}

/**
 * The alert on the card when the taxi is near (pick-up ETA ≤ 5 minutes) or the ride to the destination has begun:
 * the same words as the system notification, with OK to close it. Nothing while there is no notice.
 */
export function NearNoticeAlert({ actor, reader }: NearNoticeProps) {
  const { t } = useI18n();
  const notice = useSelector(actor, selectNearNoticeAlert);
  if (!notice) return null;
  const { title, body } = nearNoticeText(notice, reader, t);
  return (
    <div
      role="alert"
      className={`${noticeBox({ tone: 'info' })} ${styles.alert}`}
      data-testid="near-notice-alert"
    >
      <div>
        <p className={styles.alertTitle}>{title}</p>
        <p className={styles.alertBody}>{body}</p>
      </div>
      <Button variant="secondary" onClick={() => actor?.send({ type: 'nearNotice.dismiss' })}>
        {t('nearNotice.dismiss')}
      </Button>
    </div>
  );
}
