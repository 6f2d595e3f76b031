import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { chip } from '../../../../styles/recipes/chip.css';
import {
  selectedTakeAlong,
  takeAlongModel,
  type FormAttributes,
} from '../../../../machines/lib/booking-attributes';
import type { AttributeDefinition, Attributes } from '../../../../machines/types';
import { Button, CloseIcon } from '../../../components';
import { useI18n } from '../../../i18n/i18n';
import { FieldError } from '../parts/form-fields';
import * as styles from './take-along.css';
import * as fieldStyles from '../parts/fields.css';
import * as sectionStyles from '../parts/sections.css';

/**
 * The sheet's chunk (its choices over the shared Radix Dialog), fetched when the pointer or focus first reaches
 * the trigger and at the latest on the first click (not before the form paints).
 */
const loadTakeAlongSheet = () => import('./take-along-sheet');
const TakeAlongSheet = lazy(() => loadTakeAlongSheet().then((m) => ({ default: m.TakeAlongSheet })));
/** Starts fetching the sheet's chunk (a failure here is retried by the lazy component on opening). */
const prefetchTakeAlongSheet = () => void loadTakeAlongSheet().catch(() => undefined);

/** Props of {@link TakeAlong}. */
export interface TakeAlongProps {
  /** The region's attribute definitions (product §3 Attribute definition). */
  definitions: readonly AttributeDefinition[];
  attributes: FormAttributes;
  /** Sends the attribute patch to the booking machine (`form.change`). */
  onChange: (patch: Partial<Attributes>) => void;
  /** Translated `bookTrip.attributesInvalid`, when shown. */
  error?: string | undefined;
  /** The trigger button (focus target after an invalid submit; focus returns to it when the choices close). */
  triggerRef?: (element: HTMLElement | null) => void;
}

/**
 * product §2.4 "a popover 'what do you take with you' (wheelchair choice and checkboxes) with chips of selected items":
 * built from the region's attribute definitions with {@link takeAlongModel} — a "pick one" select per dropdown
 * group (the wheelchair kinds, "None" first), a count selector per other dropdown attribute, a checkbox per
 * checkbox attribute; read-only definitions are shown disabled. The choices open in a modal dialog (focus stays
 * inside, Escape and "Done" close it and return focus to the trigger) over a blurred backdrop, 500px wide in the
 * middle of the window, a full-height sheet on a phone, every option in view. Below the trigger, each selected item
 * is a chip with a remove button. The trigger (`aria-haspopup="dialog"`, `aria-expanded`, `aria-controls` while
 * open) renders here; the sheet itself ({@link TakeAlongSheet}) is loaded on first use and stays mounted
 * afterwards.
 */
export function TakeAlong({ definitions, attributes, onChange, error, triggerRef }: TakeAlongProps) {
  const { t } = useI18n();
  const ids = useId();
  const model = takeAlongModel(definitions);
  const chips = selectedTakeAlong(attributes, definitions);
  const hintId = `${ids}-hint`;
  const chipsId = `${ids}-chips`;
  const errorId = `${ids}-error`;
  const contentId = `${ids}-sheet`;
  const [open, setOpen] = useState(false);
  // The sheet is mounted from its first opening on (then it stays, closed).
  const [requested, setRequested] = useState(false);
  const anchor = useRef<HTMLButtonElement | null>(null);
  const bindTrigger = useCallback(
    (element: HTMLButtonElement | null) => {
      anchor.current = element;
      triggerRef?.(element);
    },
    [triggerRef],
  );
  if (model.choices.length + model.counters.length + model.checkboxes.length === 0) return null;

  return (
    <div className={styles.takeAlong}>
      <Button
        ref={bindTrigger}
        variant="secondary"
        className={styles.takeAlongTrigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onPointerEnter={prefetchTakeAlongSheet}
        onFocus={prefetchTakeAlongSheet}
        onClick={() => {
          setRequested(true);
          setOpen((was) => !was);
        }}
      >
        {t('bookTrip.takeAlong')}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <TakeAlongSheet
            open={open}
            onOpenChange={setOpen}
            anchorRef={anchor}
            contentId={contentId}
            definitions={definitions}
            attributes={attributes}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
      <span id={hintId} className={fieldStyles.hint}>
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
        <span className={sectionStyles.muted}>{t('bookTrip.takeAlongNone')}</span>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
