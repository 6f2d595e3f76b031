import { useEffect, useId } from 'react';
import { useLogicActor, useUserData } from '../../logic/use-logic';
import { createPassNumbersLogic } from '../../logic/pass-numbers';
import { ALIAS_MAX_LENGTH, PASS_NUMBER_FIELDS } from '../../../machines/account';
import { selectCanDelete, selectIsEditing, selectIsSaving } from '../../../machines/pass-numbers.machine';
import type { PassNumber } from '../../../machines/types';
import { Button, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as formStyles from '../../components/form/form.css';
import { Form, SubmitButton } from '../../components/form/fields';
import { DateOfBirthField, PassNumberField } from '../../components/form/account-fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { FieldTooltip } from './field-tooltip';
import { DeleteConfirm, ItemAction, PanelSection } from './panel-section';
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
 * product §2.6 /profile tab 2: the pass number form (pass number, birth date DD-MM-YYYY, alias with a maximum length)
 * and the list with select, edit and delete per entry. Edit mode disables pass number and birth date (§4). The
 * last pass number cannot be deleted when the region requires one: the button is disabled (`aria-disabled`, so it
 * stays focusable for its tooltip) with the §5 tooltip, also given to screen readers as its description.
 * Delete asks for confirmation. §8 toasts. A thin view over machines/pass-numbers.machine.
 */
export function PassNumbersPanel({ passNumbers, isPassNumberRequired, selected }: PassNumbersPanelProps) {
  const userData = useUserData();
  const { t } = useI18n();
  const actor = useLogicActor(createPassNumbersLogic, {
    input: { passNumbers, isPassNumberRequired, selected },
  });
  const { state, form, submit, field } = useMachineForm(actor, PASS_NUMBER_FIELDS);
  const { pendingDelete } = state.context;
  const editing = selectIsEditing(state);
  const canDelete = selectCanDelete(state);
  const ids = useId();
  const lastOneNoteId = `last-one-${ids}`;

  useEffect(() => {
    actor.send({ type: 'session.update', passNumbers, isPassNumberRequired, selected });
  }, [actor, passNumbers, isPassNumberRequired, selected]);

  return (
    <div className={styles.panel}>
      <PanelSection
        title={
          editing
            ? t('passNumber.formEditTitle', { passNumber: form.passNumber })
            : t('passNumber.formAddTitle')
        }
      >
        <Form onSubmit={submit}>
          <PassNumberField {...field('passNumber')} disabled={editing} />
          <DateOfBirthField {...field('dateOfBirth')} disabled={editing} />
          <TextField
            {...field('alias')}
            label={t('passNumber.alias')}
            hint={t('passNumber.aliasHint')}
            maxLength={ALIAS_MAX_LENGTH}
          />
          <div className={formStyles.actions}>
            <SubmitButton busy={selectIsSaving(state)}>
              {editing ? t('passNumber.save') : t('passNumber.submit')}
            </SubmitButton>
            {editing ? (
              <Button variant="secondary" onClick={() => actor.send({ type: 'edit.cancel' })}>
                {t('passNumber.cancelEdit')}
              </Button>
            ) : null}
          </div>
        </Form>
      </PanelSection>

      <PanelSection title={t('passNumber.listTitle')}>
        {state.context.passNumbers.length === 0 ? <p>{t('passNumber.none')}</p> : null}
        <ul className={styles.list}>
          {state.context.passNumbers.map((entry, index) => {
            const isSelected = entry.passNumber === selected;
            const name = entryName(entry);
            const deleteButton = (
              <ItemAction
                variant="danger"
                label={t('passNumber.delete')}
                itemName={name}
                aria-disabled={canDelete ? undefined : true}
                aria-describedby={canDelete ? undefined : lastOneNoteId}
                onClick={() => {
                  if (canDelete) actor.send({ type: 'delete.request', passNumber: entry.passNumber });
                }}
              />
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
                    <ItemAction
                      variant="secondary"
                      label={t('passNumber.select')}
                      itemName={name}
                      onClick={() =>
                        userData?.send({ type: 'passNumber.select', passNumber: entry.passNumber })
                      }
                    />
                  )}
                  <ItemAction
                    variant="ghost"
                    label={t('passNumber.edit')}
                    itemName={name}
                    onClick={() => actor.send({ type: 'edit.start', index })}
                  />
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
      </PanelSection>

      <DeleteConfirm
        actor={actor}
        state={state}
        texts="passNumber"
        description={t('passNumber.deleteQuestion', { passNumber: pendingDelete ?? '' })}
      />
    </div>
  );
}
