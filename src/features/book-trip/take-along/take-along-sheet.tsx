import { useId, type RefObject } from 'react';
import { visuallyHidden } from '../../../../styles/utilities.css';
import { takeAlongModel, type FormAttributes } from '../../../../machines/lib/booking-attributes';
import type { AttributeDefinition, Attributes } from '../../../../machines/types';
import { Button, Dialog } from '../../../components';
import { DialogClose } from '../../../components/dialog/dialog';
import { useI18n } from '../../../i18n/i18n';
import { TakeAlongSelects } from '../../../components/form/take-along-selects';
import * as fieldStyles from '../parts/fields.css';
import * as styles from './take-along-sheet.css';

/** Props of {@link TakeAlongSheet}. */
export interface TakeAlongSheetProps {
  open: boolean;
  /** Called with false on Escape, "Done", the × button or an outside click. */
  onOpenChange: (open: boolean) => void;
  /** The form's "what do you take with you" button: focus returns to it on close. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  /** `id` of the sheet (the trigger's `aria-controls` while open). */
  contentId: string;
  /** The region's attribute definitions (product §3 Attribute definition). */
  definitions: readonly AttributeDefinition[];
  attributes: FormAttributes;
  /** Sends the attribute patch to the booking machine (`form.change`). */
  onChange: (patch: Partial<Attributes>) => void;
}

/**
 * The "what do you take with you" choices of {@link TakeAlong} (product §2.4 "a popover 'what do you take with you'
 * (wheelchair choice and checkboxes)", 500px wide over a blurred backdrop), as a Radix Dialog so that every option
 * is on screen at once: a popover placed by its trigger was clipped by the window (at 375×740 only the wheelchair
 * choice showed; at 1280×800 some scroll positions cut it too). Above a phone's width it is a 500px panel in the
 * middle of the window, whatever the page's scroll position; on a phone a full-height sheet. "Done" sits in the
 * dialog's footer, always in view. Its own chunk (loaded when the trigger is first reached). Modal: focus moves
 * inside and stays there; Escape, "Done", × and an outside click close it; focus returns to `anchorRef` (the
 * trigger, which lives in the form so it renders without this chunk). A "pick one" select per dropdown group, a
 * count selector per other dropdown attribute, a checkbox per checkbox attribute ({@link takeAlongModel});
 * read-only definitions are disabled.
 */
export function TakeAlongSheet({
  open,
  onOpenChange,
  anchorRef,
  contentId,
  definitions,
  attributes,
  onChange,
}: TakeAlongSheetProps) {
  const { t } = useI18n();
  const ids = useId();
  const model = takeAlongModel(definitions);
  const checkboxTitle = model.checkboxes[0]?.groupTitle ?? t('bookTrip.takeAlong');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookTrip.takeAlong')}
      description={t('bookTrip.takeAlongIntro')}
      returnFocusRef={anchorRef}
      className={styles.takeAlongSheet}
      contentId={contentId}
      actions={
        <DialogClose>
          <Button>{t('bookTrip.takeAlongDone')}</Button>
        </DialogClose>
      }
    >
      <TakeAlongSelects model={model} values={attributes} onChange={onChange} />
      {model.checkboxes.length > 0 ? (
        <fieldset className={fieldStyles.fieldset}>
          {/* The region's group title often repeats the sheet's title: then it is for screen readers only. */}
          <legend className={checkboxTitle === t('bookTrip.takeAlong') ? visuallyHidden : fieldStyles.legend}>
            {checkboxTitle}
          </legend>
          {model.checkboxes.map((def) => {
            const checkboxId = `${ids}-${def.name}`;
            return (
              <label key={def.name} htmlFor={checkboxId} className={fieldStyles.checkboxRow}>
                <input
                  id={checkboxId}
                  type="checkbox"
                  className={fieldStyles.radioInput}
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
    </Dialog>
  );
}
