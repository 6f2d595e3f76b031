import * as Popover from '@radix-ui/react-popover';
import { useId, type RefObject } from 'react';
import { visuallyHidden } from '../../../styles/utilities.css';
import {
  attributeRange,
  chooseInGroup,
  chosenInGroup,
  takeAlongModel,
  type FormAttributes,
} from '../../../machines/lib/booking-attributes';
import type { AttributeDefinition, Attributes } from '../../../machines/types';
import { Button } from '../../components';
import { useI18n } from '../../i18n/i18n';
import { SelectField, countOptions } from './form-fields';
import * as styles from './book-trip-page.css';

/** Props of {@link TakeAlongPopover}. */
export interface TakeAlongPopoverProps {
  open: boolean;
  /** Called with false on Escape, "Done" or an outside click. */
  onOpenChange: (open: boolean) => void;
  /** The form's "what do you take with you" button: the popover is placed below it and focus returns to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** `id` of the popover (the trigger's `aria-controls` while open). */
  contentId: string;
  /** The region's attribute definitions (SPEC §3 Attribute definition). */
  definitions: readonly AttributeDefinition[];
  attributes: FormAttributes;
  /** Sends the attribute patch to the booking machine (`form.change`). */
  onChange: (patch: Partial<Attributes>) => void;
}

/**
 * The popover of {@link TakeAlong} (SPEC §2 "a popover 'what do you take with you' (wheelchair choice and
 * checkboxes)"), its own chunk: Radix Popover and its positioning (floating-ui) load when the popover is first
 * opened, not before the booking form paints. Modal: focus moves inside and stays there, Escape,
 * "Done" and an outside click close it, and focus returns to `anchorRef` (the trigger, which lives in the form so
 * it renders without this chunk). A "pick one" select per dropdown group, a count selector per other dropdown
 * attribute, a checkbox per checkbox attribute ({@link takeAlongModel}); read-only definitions are disabled.
 */
export function TakeAlongPopover({
  open,
  onOpenChange,
  anchorRef,
  contentId,
  definitions,
  attributes,
  onChange,
}: TakeAlongPopoverProps) {
  const { t } = useI18n();
  const ids = useId();
  const model = takeAlongModel(definitions);
  const titleId = `${ids}-title`;
  const checkboxTitle = model.checkboxes[0]?.groupTitle ?? t('bookTrip.takeAlong');
  return (
    <Popover.Root modal open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <>
          <div className={styles.popoverBackdrop} aria-hidden="true" />
          <Popover.Content
            id={contentId}
            className={styles.popover}
            align="start"
            sideOffset={8}
            collisionPadding={16}
            aria-labelledby={titleId}
            onCloseAutoFocus={(event) => {
              // The trigger is the form's own button (not a Radix Trigger): focus goes back to it.
              event.preventDefault();
              anchorRef.current?.focus();
            }}
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
            <div className={styles.popoverActions}>
              <Popover.Close asChild>
                <Button>{t('bookTrip.takeAlongDone')}</Button>
              </Popover.Close>
            </div>
          </Popover.Content>
        </>
      </Popover.Portal>
    </Popover.Root>
  );
}
