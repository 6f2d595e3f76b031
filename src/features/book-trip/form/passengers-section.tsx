import { shallowEqual, useSelector } from '@xstate/react';
import { selectCounter, selectDefinitions, selectForm } from '../../../../machines/booking';
import { useI18n } from '../../../i18n/i18n';
import * as styles from './passengers-section.css';
import { useFieldError, type BookingActorRef, type BookingFields } from '../parts/booking-view';
import { SelectField, countOptions } from '../parts/form-fields';
import { TakeAlong } from '../take-along/take-along';

/** Props of {@link PassengersSection}. */
export interface PassengersSectionProps {
  actor: BookingActorRef;
  /** The controls the chart can ask to focus bind here (`fields.ref(name)`). */
  fields: BookingFields;
}

/**
 * Who and what travels (product §2, §3 Attribute definition, §5/§9 ranges): companions (12+) and children (0–11)
 * within the region's unit ranges (read-only when the region fixes them), and "what do you take with you"
 * ({@link TakeAlong}).
 */
export function PassengersSection({ actor, fields }: PassengersSectionProps) {
  const attributes = useSelector(actor, (s) => selectForm(s).attributes);
  const definitions = useSelector(actor, selectDefinitions);
  const error = useFieldError(actor, 'attributes');
  const change = (patch: Partial<typeof attributes>) =>
    actor.send({ type: 'form.change', patch: { attributes: patch } });
  return (
    <>
      <div className={styles.pair}>
        <CounterField actor={actor} name="travelers" />
        <CounterField actor={actor} name="children0to12" />
      </div>
      <TakeAlong
        definitions={definitions}
        attributes={attributes}
        onChange={change}
        error={error}
        triggerRef={fields.ref('attributes')}
      />
    </>
  );
}

/** The companions and children selectors' words. */
const COUNTER_TEXT = {
  travelers: { label: 'bookTrip.travellers', hint: 'bookTrip.travellersHint' },
  children0to12: { label: 'bookTrip.children', hint: 'bookTrip.childrenHint' },
} as const;

/** A count selector within the region's range for companions or children (`selectCounter`). */
function CounterField({ actor, name }: { actor: BookingActorRef; name: keyof typeof COUNTER_TEXT }) {
  const { t } = useI18n();
  const value = useSelector(actor, (s) => selectForm(s).attributes[name]);
  const counter = useSelector(actor, (s) => selectCounter(s, name), shallowEqual);
  return (
    <SelectField
      label={t(COUNTER_TEXT[name].label)}
      hint={t(COUNTER_TEXT[name].hint)}
      value={String(value)}
      options={countOptions(counter.min, counter.max)}
      disabled={counter.readOnly}
      onChange={(next) =>
        actor.send({ type: 'form.change', patch: { attributes: { [name]: Number(next) } } })
      }
    />
  );
}
