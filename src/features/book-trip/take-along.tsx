import * as Popover from '@radix-ui/react-popover';
import { useId, type Ref } from 'react';
import { chip } from '../../../styles/recipes/chip.css';
import { visuallyHidden } from '../../../styles/utilities.css';
import {
  attributeRange,
  chooseInGroup,
  chosenInGroup,
  selectedTakeAlong,
  takeAlongModel,
  type FormAttributes,
} from '../../../machines/lib/booking-rules';
import type { AttributeDefinition, Attributes } from '../../../machines/types';
import { Button, CloseIcon } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { FieldError, SelectField, countOptions } from './form-fields';
import * as styles from './book-trip-page.css';

/** Props of {@link TakeAlong}. */
export interface TakeAlongProps {
  /** The region's attribute definitions (SPEC §3 Attribute definition). */
  definitions: readonly AttributeDefinition[];
  attributes: FormAttributes;
  /** Sends the attribute patch to the booking machine (`form.change`). */
  onChange: (patch: Partial<Attributes>) => void;
  /** Translated `bookTrip.attributesInvalid`, when shown. */
  error?: string | undefined;
  triggerRef?: Ref<HTMLButtonElement>;
}

/**
 * SPEC §2 "a popover 'what do you take with you' (wheelchair choice and checkboxes) with chips of selected items":
 * built from the region's attribute definitions with {@link takeAlongModel} — a "pick one" select per dropdown
 * group (the wheelchair kinds, "None" first), a count selector per other dropdown attribute, a checkbox per
 * checkbox attribute; read-only definitions are shown disabled. The popover is modal (focus stays inside,
 * Escape and "Done" close it and return focus to the trigger) over a blurred backdrop, 500px wide. Below the
 * trigger, each selected item is a chip with a remove button.
 */
export function TakeAlong({ definitions, attributes, onChange, error, triggerRef }: TakeAlongProps) {
  const { t } = useI18n();
  const ids = useId();
  const model = takeAlongModel(definitions);
  const chips = selectedTakeAlong(attributes, definitions);
  const hintId = `${ids}-hint`;
  const chipsId = `${ids}-chips`;
  const errorId = `${ids}-error`;
  const titleId = `${ids}-title`;
  const checkboxTitle = model.checkboxes[0]?.groupTitle ?? t('bookTrip.takeAlong');
  if (model.choices.length + model.counters.length + model.checkboxes.length === 0) return null;

  return (
    <div className={styles.takeAlong}>
      <Popover.Root modal>
        <Popover.Trigger asChild>
          <Button
            ref={triggerRef}
            variant="secondary"
            className={styles.takeAlongTrigger}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          >
            {t('bookTrip.takeAlong')}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <>
            <div className={styles.popoverBackdrop} aria-hidden="true" />
            <Popover.Content
              className={styles.popover}
              align="start"
              sideOffset={8}
              collisionPadding={16}
              aria-labelledby={titleId}
            >
              <h2 id={titleId} className={styles.popoverTitle}>
                {t('bookTrip.takeAlong')}
              </h2>
              <p className={styles.muted}>{t('bookTrip.takeAlongIntro')}</p>
              {model.choices.map((group) => (
                <SelectField
                  key={group.groupName}
                  label={group.title}
                  value={chosenInGroup(group, attributes) ?? ''}
                  disabled={group.options.every((def) => def.readOnly)}
                  options={[
                    { value: '', label: t('bookTrip.takeAlongNoChoice') },
                    ...group.options.map((def) => ({ value: def.name, label: def.title })),
                  ]}
                  onChange={(value) =>
                    onChange(
                      chooseInGroup(group, value === '' ? null : (value as AttributeDefinition['name'])),
                    )
                  }
                />
              ))}
              {model.counters.map((def) => {
                const range = attributeRange(def);
                return (
                  <SelectField
                    key={def.name}
                    label={def.title}
                    value={String(attributes[def.name] ?? 0)}
                    disabled={def.readOnly}
                    options={countOptions(range.min, range.max)}
                    onChange={(value) => onChange({ [def.name]: Number(value) })}
                  />
                );
              })}
              {model.checkboxes.length > 0 ? (
                <fieldset className={styles.fieldset}>
                  {/* The region's group title often repeats the popover's title: then it is for screen readers only. */}
                  <legend
                    className={checkboxTitle === t('bookTrip.takeAlong') ? visuallyHidden : styles.legend}
                  >
                    {checkboxTitle}
                  </legend>
                  {model.checkboxes.map((def) => {
                    const checkboxId = `${ids}-${def.name}`;
                    return (
                      <label key={def.name} htmlFor={checkboxId} className={styles.checkboxRow}>
                        <input
                          id={checkboxId}
                          type="checkbox"
                          className={styles.radioInput}
                          checked={Number(attributes[def.name] ?? 0) > 0}
                          disabled={def.readOnly}
                          onChange={(event) => onChange({ [def.name]: event.target.checked ? 1 : 0 })}
                        />
                        {def.title}
                      </label>
                    );
                  })}
                </fieldset>
              ) : null}
              <div className={styles.actions}>
                <Popover.Close asChild>
                  <Button>{t('bookTrip.takeAlongDone')}</Button>
                </Popover.Close>
              </div>
            </Popover.Content>
          </>
        </Popover.Portal>
      </Popover.Root>
      <span id={hintId} className={styles.hint}>
        {t('bookTrip.takeAlongHint')}
      </span>
      {chips.length > 0 ? (
        <ul id={chipsId} aria-label={t('bookTrip.takeAlongSelected')} className={styles.chips}>
          {chips.map((item) => {
            const text = item.units > 1 ? `${item.title} (${item.units})` : item.title;
            return (
              <li key={item.name} className={`${chip({ tone: 'info' })} ${styles.chipItem}`}>
                <span>{text}</span>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('bookTrip.takeAlongRemove', { item: item.title })}
                  onClick={() => onChange({ [item.name]: 0 })}
                >
                  <CloseIcon size={16} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <span className={styles.muted}>{t('bookTrip.takeAlongNone')}</span>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
