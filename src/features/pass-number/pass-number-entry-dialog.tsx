import { useAuth, useAuthSelector, useLogicActor } from '../../logic/use-logic';
import { createPassNumberEntryLogic } from '../../logic/pass-number-entry';
import { useSelector } from '@xstate/react';
import { selectPassNumberPrompt, selectProfile } from '../../../machines/auth.machine';
import { selectIsSaving, type PassNumberEntryField } from '../../../machines/pass-number-entry.machine';
import { Button, Dialog, TextField } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { useErrorText } from '../../components/form/use-error-text';
import * as styles from '../../components/form/form.css';
import { fieldRef, useFocusFirstInvalid } from '../../components/form/form-focus';

const FORM_ID = 'pass-number-entry-form';
const FIELDS: readonly PassNumberEntryField[] = ['passNumber', 'dateOfBirth'];

/** The entry form; mounted only while the dialog is open, so each opening starts from an empty form. */
function PassNumberEntryForm() {
  const auth = useAuth();
  const { t } = useI18n();
  const actor = useLogicActor(createPassNumberEntryLogic);
  const state = useSelector(actor, (s) => s);
  const { form, errors, focusRequest } = state.context;
  const refs = useFocusFirstInvalid(focusRequest, errors, FIELDS);
  const errorText = useErrorText();
  const saving = selectIsSaving(state);

  return (
    <>
      <form
        id={FORM_ID}
        className={styles.form}
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
          value={form.passNumber}
          onChange={(e) => actor.send({ type: 'form.change', patch: { passNumber: e.target.value } })}
          error={errorText(errors.passNumber)}
        />
        <TextField
          ref={fieldRef(refs, 'dateOfBirth')}
          label={t('passNumber.dateOfBirth')}
          hint={t('passNumber.dateOfBirthHint')}
          name="dateOfBirth"
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('passNumber.dateOfBirthPlaceholder')}
          required
          value={form.dateOfBirth}
          onChange={(e) => actor.send({ type: 'form.change', patch: { dateOfBirth: e.target.value } })}
          error={errorText(errors.dateOfBirth)}
        />
      </form>
      <div className={styles.actions}>
        <Button type="submit" form={FORM_ID} variant="primary" busy={saving}>
          {t('passNumber.submit')}
        </Button>
        <Button variant="secondary" onClick={() => auth.send({ type: 'passNumber.dismiss' })}>
          {t('passNumber.skip')}
        </Button>
        <Button variant="ghost" onClick={() => auth.send({ type: 'logout' })}>
          {t('passNumber.logout')}
        </Button>
      </div>
    </>
  );
}

/**
 * SPEC §2/§4 pass number entry dialog: shown once per login session when the profile has no pass number. Pass
 * number + date of birth (DD-MM-YYYY); submit → PATCH /users/passNumber, then the session reloads the user data
 * and selects the new pass number; "Later toevoegen" (skip) → `passNumber.dismiss`; "Uitloggen" → `logout`.
 * Closing with × or Escape counts as skip.
 */
export function PassNumberEntryDialog() {
  const auth = useAuth();
  const { t } = useI18n();
  const prompt = useAuthSelector(selectPassNumberPrompt);
  const profile = useAuthSelector(selectProfile);
  const open = prompt === 'entry' && (profile?.passNumbers.length ?? 0) === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) auth.send({ type: 'passNumber.dismiss' });
      }}
      title={t('passNumber.entryTitle')}
      description={t('passNumber.entryDescription')}
      size="sm"
    >
      {open ? <PassNumberEntryForm /> : null}
    </Dialog>
  );
}
