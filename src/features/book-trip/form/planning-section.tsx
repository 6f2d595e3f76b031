import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import { PRIORITY_OPTIONS } from '../../../../machines/lib/booking-attributes';
import type { PlanningMode } from '../../../../machines/booking';
import { selectForm } from '../../../../machines/booking';
import type { PassNumber, Priority } from '../../../../machines/types';
import { PLANNING_MODE } from '../../../../openapi/generated/field-rules';
import { useI18n } from '../../../i18n/i18n';
import * as fieldStyles from '../parts/fields.css';
import * as styles from './planning-section.css';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { SelectField } from '../parts/form-fields';

/** The signed-in traveller's pass numbers for the chooser (product §4.5 "a selected pass number scopes later requests"). */
interface PassNumberChoice {
  passNumbers: PassNumber[];
  /** The selected pass number of this login session. */
  passNumber: string | null;
  /** Sends `passNumber.select` to the session. */
  onPassNumberChange: (passNumber: string) => void;
}

/** Props of {@link PlanningSection}. */
export interface PlanningSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
  /** Signed-in travellers only (none for guests). */
  passNumbers?: PassNumberChoice | undefined;
}

/** The planning modes as the YAML names them (`PLANNING_MODE`, in its order): the form's values. */
const MODES: readonly PlanningMode[] = Object.keys(PLANNING_MODE) as (keyof typeof PLANNING_MODE)[];

/** Props of {@link PlanningFields}. */
export interface PlanningFieldsProps {
  planningMode: PlanningMode;
  priority: Priority;
  /** The translated priority error, when shown. */
  priorityError?: string | undefined;
  /** The priority select (focus target after an invalid submit). */
  priorityRef?: Ref<HTMLSelectElement> | undefined;
  /** Sends the edit as a `form.change` patch to the form's chart. */
  onChange: (patch: { planningMode?: PlanningMode; attributes?: { priority: Priority } }) => void;
}

/**
 * product §2/§5 planning mode: by pick-up time or by arrival time as a segmented radio group, and the priority
 * select shown only by arrival (None shown but refused by the form's chart). Shared by the booking form and the
 * change form (product §10.11 "What can change"); the chart decides validity.
 */
export function PlanningFields({
  planningMode,
  priority,
  priorityError,
  priorityRef,
  onChange,
}: PlanningFieldsProps) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <>
      <fieldset className={fieldStyles.fieldset}>
        <legend className={fieldStyles.legend}>{t('bookTrip.planningMode.label')}</legend>
        <div className={styles.segmented}>
          {MODES.map((mode) => (
            <label key={mode} htmlFor={`${ids}-${mode}`} className={styles.segment}>
              <input
                id={`${ids}-${mode}`}
                type="radio"
                name={`${ids}-planning-mode`}
                className={fieldStyles.radioInput}
                checked={planningMode === mode}
                onChange={() => onChange({ planningMode: mode })}
              />
              {t(
                mode === 'ByArrival'
                  ? 'bookTrip.planningMode.byArrival'
                  : 'bookTrip.planningMode.byDeparture',
              )}
            </label>
          ))}
        </div>
      </fieldset>

      {planningMode === 'ByArrival' ? (
        <SelectField
          label={t('bookTrip.priority')}
          hint={t('bookTrip.priorityHint')}
          error={priorityError}
          selectRef={priorityRef}
          value={priority}
          options={PRIORITY_OPTIONS.map((p) => ({ value: p, label: t(`bookTrip.priorityOption.${p}`) }))}
          onChange={(value) => onChange({ attributes: { priority: value as Priority } })}
        />
      ) : null}
    </>
  );
}

/**
 * The top of the booking form (product §2, §4, §5): planning by pick-up or by arrival time, the priority (arrival mode
 * only; None shown but refused by the chart), and the pass number chooser of a traveller with pass numbers.
 */
export function PlanningSection({ actor, fields, passNumbers }: PlanningSectionProps) {
  const { t } = useI18n();
  const planningMode = useSelector(actor, (s) => selectForm(s).planningMode);
  const priority = useSelector(actor, (s) => selectForm(s).attributes.priority);
  const priorityError = useFieldError(actor, 'priority');
  const choices = passNumbers?.passNumbers ?? [];

  return (
    <>
      <PlanningFields
        planningMode={planningMode}
        priority={priority}
        priorityError={priorityError}
        priorityRef={fields.ref('priority')}
        onChange={(patch) => actor.send({ type: 'form.change', patch })}
      />

      {passNumbers && choices.length > 0 ? (
        <SelectField
          label={t('bookTrip.passNumber')}
          hint={t('bookTrip.passNumberHint')}
          value={passNumbers.passNumber ?? ''}
          options={[
            ...(passNumbers.passNumber ? [] : [{ value: '', label: t('home.budget.choosePassNumber') }]),
            ...choices.map((p) => ({
              value: p.passNumber,
              label: p.alias ? `${p.alias} (${p.passNumber})` : p.passNumber,
            })),
          ]}
          onChange={(value) => {
            if (value) passNumbers.onPassNumberChange(value);
          }}
        />
      ) : null}
    </>
  );
}
