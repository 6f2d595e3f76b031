import { useId } from 'react';
import { useSelector } from '@xstate/react';
import {
  CARER_EMAIL_MAX_LENGTH,
  selectCarersLoadFailed,
  selectCarersLoading,
  selectIsConfirmingRemove,
  selectIsConfirmingStop,
  selectIsInviting,
  selectIsRemoving,
  selectIsStopping,
  type Carer,
  type CarerRole,
} from '../../../machines/account';
import { Loading, TextField } from '../../components';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { LoadFailed } from '../../components/load-failed/load-failed';
import { Form, SubmitButton } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import * as formStyles from '../../components/form/form.css';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import type { CarersActor } from '../../logic/carers';
import { ItemAction, PanelSection } from './panel-section';
import * as styles from './profile-page.css';
import * as own from './carers-panel.css';

const FIELD_ORDER = ['email'] as const;
const ROLES: readonly CarerRole[] = ['observer', 'manager'];

/** A carer as the list names them: first name and surname once accepted, else the invited e-mail address. */
function carerName(carer: Carer): string {
  return carer.name ? `${carer.name.firstName} ${carer.name.surname}` : carer.email;
}

/** Props of {@link PersonItem}. */
interface PersonItemProps {
  /** The person's name (or, before they accept, the invited e-mail address). */
  name: string;
  /** Translated lines under the name, e.g. "Rol: Meekijker". */
  details: readonly string[];
  /** The translated text of the item's one (danger) action, e.g. "Verwijderen". */
  actionLabel: string;
  onAction: () => void;
}

/** One person of a carers list: the name, its detail lines and one danger action named with the person. */
function PersonItem({ name, details, actionLabel, onAction }: PersonItemProps) {
  return (
    <li className={styles.item}>
      <span className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        {details.map((detail) => (
          <span key={detail} className={own.detail}>
            {detail}
          </span>
        ))}
      </span>
      <span className={styles.itemActions}>
        <ItemAction variant="danger" label={actionLabel} itemName={name} onClick={onAction} />
      </span>
    </li>
  );
}

/** Props of {@link CarersConfirm}. */
interface CarersConfirmProps {
  actor: CarersActor;
  /** Which question: removing a carer (`remove.*` events, `carers.remove*` texts) or no longer helping (`stop.*`). */
  kind: 'remove' | 'stop';
  open: boolean;
  /** Whether the chart is sending the answer (the confirm button shows it is busy). */
  busy: boolean;
  /** Whom the question is about, by name. */
  name: string;
}

/** The question the carers chart asks before it removes a carer or stops helping a traveller. */
function CarersConfirm({ actor, kind, open, busy, name }: CarersConfirmProps) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={open}
      busy={busy}
      title={t(`carers.${kind}Title`)}
      description={t(`carers.${kind}Question`, { name })}
      cancelLabel={t(`carers.${kind}Cancel`)}
      confirmLabel={t(`carers.${kind}Confirm`)}
      onCancel={() => actor.send({ type: `${kind}.cancel` })}
      onConfirm={() => actor.send({ type: `${kind}.confirm` })}
    />
  );
}

/**
 * /profile tab "Carers" / "Mantelzorgers" (product §10.12 "Carers"): the traveller's carers with name or e-mail,
 * role and status (invited, active, declined, expired) and "Remove" after a question; the invite form (e-mail,
 * the role as a native radio group, "Send invitation"); and, when the account is itself a carer, "People I help"
 * with "Stop" after a question. A thin view over machines/account/carers.machine.ts: validation, server refusals
 * and the lists are the chart's.
 */
export function CarersPanel({ actor }: { actor: CarersActor }) {
  const { t } = useI18n();
  const { state, form, submit, field, change } = useMachineForm(actor, FIELD_ORDER);
  const { carers, problem, pendingRemove, invited } = state.context;
  const roleName = useId();

  if (selectCarersLoading(state)) return <Loading label={t('carers.loading')} />;
  if (selectCarersLoadFailed(state)) {
    return (
      <LoadFailed
        className={styles.panel}
        texts="carers"
        onRetry={() => actor.send({ type: 'carers.retry' })}
      />
    );
  }

  return (
    <div className={styles.panel}>
      <PanelSection title={t('carers.listTitle')}>
        <p>{t('carers.intro')}</p>
        {carers.length === 0 ? <p>{t('carers.none')}</p> : null}
        <ul className={styles.list}>
          {carers.map((carer) => (
            <PersonItem
              key={carer.id}
              name={carerName(carer)}
              details={[
                `${t('carers.roleLabel')}: ${t(`carers.role.${carer.role}`)}`,
                `${t('carers.statusLabel')}: ${t(`carers.status.${carer.status}`)}`,
              ]}
              actionLabel={t('carers.remove')}
              onAction={() => actor.send({ type: 'remove.request', id: carer.id })}
            />
          ))}
        </ul>
      </PanelSection>

      <PanelSection title={t('carers.inviteTitle')}>
        <Form onSubmit={submit}>
          <TextField
            label={t('carers.email')}
            hint={t('carers.emailHint')}
            {...field('email')}
            type="email"
            maxLength={CARER_EMAIL_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <fieldset className={own.fieldset}>
            <legend className={own.legend}>{t('carers.roleLegend')}</legend>
            {ROLES.map((role) => (
              <div key={role} className={own.choice}>
                <input
                  type="radio"
                  id={`${roleName}-${role}`}
                  name={roleName}
                  value={role}
                  checked={form.role === role}
                  onChange={() => change({ role })}
                />
                <label htmlFor={`${roleName}-${role}`}>{t(`carers.role.${role}`)}</label>
              </div>
            ))}
          </fieldset>
          {problem ? <p role="alert">{t(problem as TranslationKey)}</p> : null}
          <div role="status">{invited ? t('carers.invitedMessage', { email: invited }) : null}</div>
          <div className={formStyles.actions}>
            <SubmitButton busy={selectIsInviting(state)}>{t('carers.submit')}</SubmitButton>
          </div>
        </Form>
      </PanelSection>

      <CaredTravellers actor={actor} />

      <CarersConfirm
        actor={actor}
        kind="remove"
        open={selectIsConfirmingRemove(state)}
        busy={selectIsRemoving(state)}
        name={pendingRemove ? carerName(pendingRemove) : ''}
      />
    </div>
  );
}

/**
 * "People I help" / "Mensen die ik help": the travellers the account is the carer of, by name with the role, each
 * with "Stop" after a question; nothing when the account cares for nobody.
 */
function CaredTravellers({ actor }: { actor: CarersActor }) {
  const { t } = useI18n();
  const travellers = useSelector(actor, (s) => s.context.travellers);
  const pending = useSelector(actor, (s) => s.context.pendingStop);
  const confirming = useSelector(actor, selectIsConfirmingStop);
  const stopping = useSelector(actor, selectIsStopping);
  if (travellers.length === 0 && !confirming) return null;
  const nameOf = (p: { firstName: string; surname: string }) => `${p.firstName} ${p.surname}`;
  return (
    <>
      <PanelSection title={t('carers.helpsTitle')}>
        <p>{t('carers.helpsIntro')}</p>
        <ul className={styles.list}>
          {travellers.map((traveller) => (
            <PersonItem
              key={traveller.username}
              name={nameOf(traveller)}
              details={[`${t('carers.roleLabel')}: ${t(`carers.helperRole.${traveller.role}`)}`]}
              actionLabel={t('carers.stop')}
              onAction={() => actor.send({ type: 'stop.request', username: traveller.username })}
            />
          ))}
        </ul>
      </PanelSection>
      <CarersConfirm
        actor={actor}
        kind="stop"
        open={confirming}
        busy={stopping}
        name={pending ? nameOf(pending) : ''}
      />
    </>
  );
}
