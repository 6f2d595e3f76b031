import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import {
  selectCanCreate,
  selectCopied,
  selectCopyFailed,
  selectIsCopying,
  selectIsCreating,
  selectIsStopping,
  selectLink,
  selectProblem,
  selectShareAvailable,
  selectSharedWithoutLink,
  selectStopped,
} from '../../../machines/trip';
import { Button, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { createTripShareLogic } from '../../logic/trip-share';
import { useLogicActor } from '../../logic/use-logic';
import { DialogSection } from './dialog-section';
import * as dialogStyles from './trip-details-dialog.css';
import * as styles from './trip-share-section.css';

/**
 * "Share trip with a carer", in the trip-details dialog of an upcoming trip: "Share trip" makes a
 * link (`/follow/<token>`) shown in the read-only field "Share link" with "Copy link" (Clipboard API, "Link copied"
 * as a status message) and "Stop sharing". Runs machines/trip/share.machine.ts while the dialog is open; shows
 * nothing while it asks whether the API has share links, and nothing at all when it has not (404).
 */
export function TripShareSection({ externalTripId }: { externalTripId: string }) {
  const { t } = useI18n();
  const actor = useLogicActor(createTripShareLogic, { input: { externalTripId } });
  const available = useSelector(actor, selectShareAvailable);
  const canCreate = useSelector(actor, selectCanCreate);
  const creating = useSelector(actor, selectIsCreating);
  const link = useSelector(actor, selectLink);
  const withoutLink = useSelector(actor, selectSharedWithoutLink);
  const stopping = useSelector(actor, selectIsStopping);
  const copying = useSelector(actor, selectIsCopying);
  const copied = useSelector(actor, selectCopied);
  const copyFailed = useSelector(actor, selectCopyFailed);
  const stopped = useSelector(actor, selectStopped);
  const problem = useSelector(actor, selectProblem);
  const linkRef = useRef<HTMLInputElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const url = link?.url ?? null;

  // The pressed button goes away: keyboard focus follows to the new link, or back to "Share trip" once stopped.
  useEffect(() => {
    if (url) linkRef.current?.focus();
  }, [url]);
  useEffect(() => {
    if (stopped) createRef.current?.focus();
  }, [stopped]);

  if (!available) return null;
  const stop = (
    <Button variant="secondary" busy={stopping} onClick={() => actor.send({ type: 'share.stop' })}>
      {t('share.stop')}
    </Button>
  );
  return (
    <DialogSection title={t('share.title')}>
      <p className={dialogStyles.line}>{t('share.intro')}</p>
      {link ? (
        <TextField
          ref={linkRef}
          label={t('share.link')}
          hint={t('share.linkHint')}
          value={link.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      {withoutLink ? <p className={dialogStyles.line}>{t('share.sharedWithoutLink')}</p> : null}
      {link || withoutLink ? (
        // Shared: copy the link, or make a new one when the old token is not shown again; and stop sharing.
        <div className={styles.actions}>
          {link ? (
            <Button busy={copying} onClick={() => actor.send({ type: 'link.copy' })}>
              {t('share.copy')}
            </Button>
          ) : (
            <Button busy={creating} onClick={() => actor.send({ type: 'share.create' })}>
              {t('share.renew')}
            </Button>
          )}
          {stop}
        </div>
      ) : null}
      {canCreate ? (
        <div className={styles.actions}>
          <Button ref={createRef} busy={creating} onClick={() => actor.send({ type: 'share.create' })}>
            {t('share.create')}
          </Button>
        </div>
      ) : null}
      <p role="status" className={styles.status}>
        {copied ? t('share.copied') : stopped ? t('share.stopped') : ''}
      </p>
      {copyFailed ? (
        <p role="alert" className={styles.problem}>
          {t('share.copyFailed')}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className={styles.problem}>
          {t(`share.error.${problem}`)}
        </p>
      ) : null}
    </DialogSection>
  );
}
