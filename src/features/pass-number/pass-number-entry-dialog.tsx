import { useAuth, useLogicActor, useUserData } from '../../logic/use-logic';
import { createPassNumberEntryLogic } from '../../logic/pass-number-entry';
import { selectIsSaving, type PassNumberEntryField } from '../../../machines/pass-number-entry.machine';
import { Button } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from '../../components/form/form.css';
import { Form } from '../../components/form/fields';
import { DateOfBirthField, PassNumberField } from '../../components/form/account-fields';
import { useMachineForm } from '../../components/form/use-machine-form';
import { PassNumberPromptDialog } from './pass-number-prompt-dialog';

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
        <PassNumberField {...field('passNumber')} />
        <DateOfBirthField {...field('dateOfBirth')} autoComplete="bday" />
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
 * product §2/§4 pass number entry dialog: shown once per login session when the profile has no pass number. Pass
 * number + date of birth (DD-MM-YYYY); submit → PATCH /users/passNumber, then the session reloads the user data
 * and selects the new pass number; "Later toevoegen" (skip) → `passNumber.dismiss`; "Uitloggen" → `logout`.
 * Closing with × or Escape counts as skip.
 */
export function PassNumberEntryDialog() {
  return <PassNumberPromptDialog prompt="entry">{() => <PassNumberEntryForm />}</PassNumberPromptDialog>;
}
