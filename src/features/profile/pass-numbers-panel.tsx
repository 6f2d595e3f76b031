import { useEffect, useId } from 'react';
import { useAuth, useLogicActor } from '../../logic/use-logic';
import { createPassNumbersLogic } from '../../logic/pass-numbers';
import { useSelector } from '@xstate/react';
import { ALIAS_MAX_LENGTH, PASS_NUMBER_FIELDS } from '../../../machines/lib/account-rules';
import {
  selectCanDelete,
  selectIsConfirmingDelete,
  selectIsDeleting,
  selectIsEditing,
  selectIsSaving,
} from '../../../machines/pass-numbers.machine';
import type { PassNumber } from '../../../machines/types';
import { Button, Dialog, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { visuallyHidden } from '../../../styles/utilities.css';
import { useErrorText } from '../../components/form/use-error-text';
import * as formStyles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';
import { FieldTooltip } from './field-tooltip';
import * as styles from './profile-page.css';

/** Props of {@link PassNumbersPanel}: the session's view of the pass numbers. */
export interface PassNumbersPanelProps {
  passNumbers: PassNumber[];
  /** Region setting `isPassNumberRequired` (unknown region → treated as required; the API enforces it too). */
  isPassNumberRequired: boolean;
  selected: string | null;
}

function entryName(entry: PassNumber): string {
  return entry.alias ? `${entry.alias} (${entry.passNumber})` : entry.passNumber;
}

/**
 * SPEC §2 /profile tab 2: the pass number form (pass number, birth date DD-MM-YYYY, alias with a maximum length)
 * and the list with select, edit and delete per entry. Edit mode disables pass number and birth date (§4). The
 * last pass number cannot be deleted when the region requires one: the button is disabled (`aria-disabled`, so it
 * stays focusable for its tooltip) with the §5 tooltip, also given to screen readers as its description.
 * Delete asks for confirmation. §8 toasts. A thin view over machines/pass-numbers.machine.
 */
export function PassNumbersPanel({ passNumbers, isPassNumberRequired, selected }: PassNumbersPanelProps) {
  const auth = useAuth();
  const { t } = useI18n();
  const actor = useLogicActor(createPassNumbersLogic, {
    input: { passNumbers, isPassNumberRequired, selected },
  });
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest, pendingDelete } = state.context;
  const editing = selectIsEditing(state);
  const canDelete = selectCanDelete(state);
  const refs = useFocusFirstInvalid(focusRequest, errors, PASS_NUMBER_FIELDS);
  const errorText = useErrorText();
  const ids = useId();
  const lastOneNoteId = `last-one-${ids}`;
  const formTitleId = `pass-form-${ids}`;
  const listTitleId = `pass-list-${ids}`;

  useEffect(() => {
    actor.send({ type: 'session.update', passNumbers, isPassNumberRequired, selected });
  }, [actor, passNumbers, isPassNumberRequired, selected]);

  const change = (patch: Partial<typeof form>) => actor.send({ type: 'form.change', patch });

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className={styles.sectionTitle}>
          {editing
            ? t('passNumber.formEditTitle', { passNumber: form.passNumber })
            : t('passNumber.formAddTitle')}
        </h2>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          <TextField
            ref={fieldRef(refs, 'passNumber')}
            label={t('passNumber.number')}
            hint={t('passNumber.numberHint')}
            name="passNumber"
            inputMode="numeric"
            autoComplete="off"
            required
            disabled={editing}
            value={form.passNumber}
            onChange={(e) => change({ passNumber: e.target.value })}
            error={errorText(errors.passNumber)}
          />
          <TextField
            ref={fieldRef(refs, 'dateOfBirth')}
            label={t('passNumber.dateOfBirth')}
            hint={t('passNumber.dateOfBirthHint')}
            name="dateOfBirth"
            inputMode="numeric"
            placeholder={t('passNumber.dateOfBirthPlaceholder')}
            required
            disabled={editing}
            value={form.dateOfBirth}
            onChange={(e) => change({ dateOfBirth: e.target.value })}
            error={errorText(errors.dateOfBirth)}
          />
          <TextField
            ref={fieldRef(refs, 'alias')}
            label={t('passNumber.alias')}
            hint={t('passNumber.aliasHint')}
            name="alias"
            maxLength={ALIAS_MAX_LENGTH}
            value={form.alias}
            onChange={(e) => change({ alias: e.target.value })}
            error={errorText(errors.alias)}
          />
          <div className={formStyles.actions}>
            <Button type="submit" variant="primary" busy={selectIsSaving(state)}>
              {editing ? t('passNumber.save') : t('passNumber.submit')}
            </Button>
            {editing ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'edit.cancel' })}>
                {t('passNumber.cancelEdit')}
              </Button>
            ) : null}
          </div>
        </form>
      </section>

      <section className={styles.section} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.sectionTitle}>
          {t('passNumber.listTitle')}
        </h2>
        {state.context.passNumbers.length === 0 ? <p>{t('passNumber.none')}</p> : null}
        <ul className={styles.list}>
          {state.context.passNumbers.map((entry, index) => {
            const isSelected = entry.passNumber === selected;
            const name = entryName(entry);
            const deleteButton = (
              <Button
                variant="danger"
                size="sm"
                aria-label={`${t('passNumber.delete')}: ${name}`}
                aria-disabled={canDelete ? undefined : true}
                aria-describedby={canDelete ? undefined : lastOneNoteId}
                onClick={() => {
                  if (canDelete) actor.send({ type: 'delete.request', passNumber: entry.passNumber });
                }}
              >
                {t('passNumber.delete')}
              </Button>
            );
            return (
              <li
                key={entry.passNumber}
                className={[styles.item, isSelected ? styles.itemSelected : undefined]
                  .filter(Boolean)
                  .join(' ')}
              >
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{entry.alias ?? entry.passNumber}</span>
                  {entry.alias ? <span>{entry.passNumber}</span> : null}
                  {isSelected ? <span className={styles.badge}>{t('passNumber.inUseNow')}</span> : null}
                </span>
                <span className={styles.itemActions}>
                  {isSelected ? null : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${t('passNumber.select')}: ${name}`}
                      onClick={() => auth.send({ type: 'passNumber.select', passNumber: entry.passNumber })}
                    >
                      {t('passNumber.select')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('passNumber.edit')}: ${name}`}
                    onClick={() => actor.send({ type: 'edit.start', index })}
                  >
                    {t('passNumber.edit')}
                  </Button>
                  {canDelete ? (
                    deleteButton
                  ) : (
                    <FieldTooltip content={t('passNumber.lastOneMustRemain')}>{deleteButton}</FieldTooltip>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
        {canDelete ? null : (
          <span id={lastOneNoteId} className={visuallyHidden}>
            {t('passNumber.lastOneMustRemain')}
          </span>
        )}
      </section>

      <Dialog
        open={selectIsConfirmingDelete(state)}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'delete.cancel' });
        }}
        dismissible={!selectIsDeleting(state)}
        title={t('passNumber.deleteTitle')}
        description={t('passNumber.deleteQuestion', { passNumber: pendingDelete ?? '' })}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => actor.send({ type: 'delete.cancel' })}>
              {t('passNumber.deleteCancel')}
            </Button>
            <Button
              variant="danger"
              busy={selectIsDeleting(state)}
              onClick={() => actor.send({ type: 'delete.confirm' })}
            >
              {t('passNumber.deleteConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
