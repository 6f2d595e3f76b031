import { useAuth, useLogicActor, useUserData, useUserDataSelector } from '../../logic/use-logic';
import { createPassNumberEntryLogic } from '../../logic/pass-number-entry';
import { selectPassNumberPrompt, selectProfile } from '../../../machines/user-data.machine';
import { selectIsSaving, type PassNumberEntryField } from '../../../machines/pass-number-entry.machine';
import { Button, Dialog } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from '../../components/form/form.css';
import { Form, FormTextField } from '../../components/form/fields';
import { useMachineForm } from '../../components/form/use-machine-form';

const FORM_ID = 'pass-number-entry-form';
const FIELDS: readonly PassNumberEntryField[] = ['passNumber', 'dateOfBirth'];

/** The entry form; mounted only while the dialog is open, so each opening starts from an empty form. */
function PassNumberEntryForm() {
  const auth = useAuth();
  const userData = useUserData();
  const { t } = useI18n();
  const actor = useLogicActor(createPassNumberEntryLogic);
  const { state, submit, field } = useMachineForm(actor, FIELDS);

  return (
    <>
      <Form id={FORM_ID} onSubmit={submit}>
        <FormTextField kind="passNumber" {...field('passNumber')} />
        <FormTextField kind="dateOfBirth" {...field('dateOfBirth')} autoComplete="bday" />
      </Form>
      <div className={styles.actions}>
        <Button type="submit" form={FORM_ID} variant="primary" busy={selectIsSaving(state)}>
          {t('passNumber.submit')}
        </Button>
        <Button variant="secondary" onClick={() => userData?.send({ type: 'passNumber.dismiss' })}>
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
  const userData = useUserData();
  const { t } = useI18n();
  const prompt = useUserDataSelector(selectPassNumberPrompt);
  const profile = useUserDataSelector(selectProfile);
  const open = prompt === 'entry' && (profile?.passNumbers.length ?? 0) === 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) userData?.send({ type: 'passNumber.dismiss' });
      }}
      title={t('passNumber.entryTitle')}
      description={t('passNumber.entryDescription')}
      size="sm"
    >
      {open ? <PassNumberEntryForm /> : null}
    </Dialog>
  );
}
