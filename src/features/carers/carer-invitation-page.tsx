import { useSelector } from '@xstate/react';
import { Link, useLocation, useParams } from 'react-router';
import {
  selectInvitationLoading,
  selectIsAnswering,
  type CarerInvitation,
  type CarerInvitationSnapshot,
} from '../../../machines/account';
import { selectIsRestoring, selectIsSignedIn } from '../../../machines/auth.machine';
import { Button, Loading, PublicLayout } from '../../components';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { createCarerInvitationLogic } from '../../logic/carers';
import { useAuthSelector, useLogicActor } from '../../logic/use-logic';
import * as styles from './carer-invitation-page.css';

/**
 * The page of a carer invitation's link, `/carer/accept/<token>` (product §10.12 "Carers"), signed in or out.
 * Signed out it asks to log in (the login comes back here: the path goes as the login's remembered origin,
 * src/app/guards.tsx, same-origin only) or to register and activate first. Signed in it shows who asks and for
 * what with "Accept" and "Decline", and what became of it, through machines/account/carer-invitation.machine.ts.
 */
export function CarerInvitationPage() {
  const { t } = useI18n();
  const restoring = useAuthSelector(selectIsRestoring);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const { token = '' } = useParams();
  return (
    <PublicLayout title={t('carers.invitation.title')}>
      {restoring ? (
        <Loading label={t('common.loading')} />
      ) : signedIn ? (
        <InvitationView token={token} />
      ) : (
        <SignedOut />
      )}
    </PublicLayout>
  );
}

/** Signed out: log in (and come back), or register and activate first. */
function SignedOut() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className={styles.content}>
      <p>{t('carers.invitation.signedOut')}</p>
      <p>
        <Link to="/login" state={{ from: pathname }} className={styles.primaryLink}>
          {t('carers.invitation.login')}
        </Link>
      </p>
      <p>{t('carers.invitation.noAccount')}</p>
      <p>
        <Link to="/register">{t('carers.invitation.register')}</Link>
      </p>
    </div>
  );
}

const fullName = (invitation: CarerInvitation | null) =>
  invitation ? `${invitation.traveller.firstName} ${invitation.traveller.surname}` : '';

/** Signed in: the invitation chart's states as the page shows them. */
function InvitationView({ token }: { token: string }) {
  const { t, formatDate } = useI18n();
  const actor = useLogicActor(createCarerInvitationLogic, { input: { token } });
  const state = useSelector(actor, (s: CarerInvitationSnapshot) => s);
  const { invitation, reason, problem } = state.context;
  const answering = selectIsAnswering(state);
  const name = fullName(invitation);

  if (selectInvitationLoading(state)) return <Loading label={t('carers.invitation.loading')} />;
  if (state.matches('failed')) {
    return (
      <LoadFailed
        className={styles.content}
        texts="carers.invitation"
        onRetry={() => actor.send({ type: 'invitation.retry' })}
      />
    );
  }
  if (state.matches('closed')) {
    return (
      <div className={styles.content}>
        <h2 className={styles.subtitle}>{t('carers.invitation.closedTitle')}</h2>
        <p>{t(`carers.invitation.closed.${reason ?? 'notFound'}`)}</p>
        <p>
          {reason === 'otherAccount' ? (
            <Link to="/logout">{t('carers.invitation.logout')}</Link>
          ) : (
            <Link to="/home">{t('carers.invitation.home')}</Link>
          )}
        </p>
      </div>
    );
  }
  if (state.matches('accepted') || state.matches('declined')) {
    const accepted = state.matches('accepted');
    return (
      <div className={styles.content} role="status">
        <h2 className={styles.subtitle}>
          {t(accepted ? 'carers.invitation.acceptedTitle' : 'carers.invitation.declinedTitle')}
        </h2>
        <p>{t(accepted ? 'carers.invitation.accepted' : 'carers.invitation.declined', { name })}</p>
        <p>
          <Link to="/home" className={styles.primaryLink}>
            {t('carers.invitation.home')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.content}>
      <p className={styles.asks}>{t('carers.invitation.asks', { name })}</p>
      {invitation ? (
        <>
          <p>{t(`carers.invitation.role.${invitation.role}`, { name: invitation.traveller.firstName })}</p>
          <p>
            {t('carers.invitation.validUntil', {
              date: formatDate(invitation.expiresAt, { day: 'numeric', month: 'long', year: 'numeric' }),
            })}
          </p>
        </>
      ) : null}
      {problem ? <p role="alert">{t(problem as TranslationKey)}</p> : null}
      <div className={styles.actions}>
        <Button
          busy={answering === 'accept'}
          disabled={answering === 'decline'}
          onClick={() => actor.send({ type: 'invitation.accept' })}
        >
          {t('carers.invitation.accept')}
        </Button>
        <Button
          variant="secondary"
          busy={answering === 'decline'}
          disabled={answering === 'accept'}
          onClick={() => actor.send({ type: 'invitation.decline' })}
        >
          {t('carers.invitation.decline')}
        </Button>
      </div>
    </div>
  );
}
