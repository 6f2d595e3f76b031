import {
  attributeRange,
  chooseInGroup,
  chosenInGroup,
  type TakeAlongModel,
} from '../../../machines/lib/booking-attributes';
import type { AttributeDefinition, Attributes } from '../../../machines/types';
import { useI18n } from '../../i18n/i18n';
import { SelectField, countOptions } from './select-field';

/** Props of {@link TakeAlongSelects}. */
export interface TakeAlongSelectsProps {
  /** The region's take-along model (`takeAlongModel`): its choice groups and counted items are drawn here. */
  model: Pick<TakeAlongModel, 'choices' | 'counters'>;
  /** The units chosen per attribute name (absent = 0). */
  values: Partial<Attributes>;
  /** The attribute patch of a change: a group's choice sets every option of its group (the chosen one ≥ 1). */
  onChange: (patch: Partial<Attributes>) => void;
}

/**
 * The take-along items chosen by select (product §2.4 "what do you take with you", product §11.3 Travel
 * preferences): a "pick one" select per choice group (the wheelchair kinds: none or one) and a count select per
 * counted item, from 0 to the definition's maximum units. Read-only definitions are disabled. Shared by the
 * booking form's take-along sheet and the travel preferences; the checkboxes stay with each (their layout differs).
 */
export function TakeAlongSelects({ model, values, onChange }: TakeAlongSelectsProps) {
  const { t } = useI18n();
  return (
    <>
      {model.choices.map((group) => (
        <SelectField
          key={group.groupName}
          label={group.title}
          value={chosenInGroup(group, values) ?? ''}
          disabled={group.options.every((def) => def.readOnly)}
          options={[
            { value: '', label: t('bookTrip.takeAlongNoChoice') },
            ...group.options.map((def) => ({ value: def.name, label: def.title })),
          ]}
          onChange={(value) =>
            onChange(chooseInGroup(group, value === '' ? null : (value as AttributeDefinition['name'])))
          }
        />
      ))}
      {model.counters.map((def) => {
        const range = attributeRange(def);
        return (
          <SelectField
            key={def.name}
            label={def.title}
            value={String(values[def.name] ?? 0)}
            disabled={def.readOnly}
            options={countOptions(range.min, range.max)}
            onChange={(value) => onChange({ [def.name]: Number(value) })}
          />
        );
      })}
    </>
  );
}
