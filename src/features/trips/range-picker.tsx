import * as Popover from '@radix-ui/react-popover';
import { useId, useState } from 'react';
import { DayPicker, type DateRange as PickedRange } from 'react-day-picker';
import { enUS, nl } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import type { DateRange } from '../../../machines/lib/time';
import { Button, CalendarIcon } from '../../components';
import { useI18n } from '../../i18n/i18n';
import * as styles from './range-picker.css';

/** `YYYY-MM-DD` → a local Date at midnight of that calendar day (DayPicker works on local calendar days). */
function toPickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A DayPicker day (local calendar day) → `YYYY-MM-DD`. */
function fromPickerDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Props of {@link RangePicker}. */
export interface RangePickerProps {
  /** The shown range (inclusive `YYYY-MM-DD`). */
  range: DateRange;
  /** Called with the chosen range on "Apply" (`to` = `from` when only one day was picked). */
  onChange: (range: DateRange) => void;
}

/**
 * product §2.5 /my-trips range picker: a button showing the period ("Periode 29 juni 2026 t/m 5 juli 2026") that
 * opens a Radix popover (labelled dialog, focus moved inside, Escape closes, focus returns) over a blurred
 * backdrop with a react-day-picker range calendar in Dutch or English (week start per locale, §9), and
 * Cancel / Apply buttons.
 */
export function RangePicker({ range, onChange }: RangePickerProps) {
  const { t, locale, formatDate, weekStartsOn } = useI18n();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PickedRange | undefined>(undefined);
  const labelId = useId();
  const textId = useId();
  const titleId = useId();
  const hintId = useId();

  const openChange = (next: boolean) => {
    if (next) setDraft({ from: toPickerDate(range.from), to: toPickerDate(range.to) });
    setOpen(next);
  };
  const apply = () => {
    if (!draft?.from) return;
    onChange({ from: fromPickerDate(draft.from), to: fromPickerDate(draft.to ?? draft.from) });
    setOpen(false);
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {t('myTrips.period')}
      </span>
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger asChild>
          <Button variant="secondary" className={styles.trigger} aria-labelledby={`${labelId} ${textId}`}>
            <CalendarIcon />
            <span id={textId}>
              {t('myTrips.rangeText', { from: formatDate(range.from), to: formatDate(range.to) })}
            </span>
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <>
            <div className={styles.backdrop} aria-hidden="true" />
            <Popover.Content
              className={styles.content}
              align="start"
              sideOffset={8}
              collisionPadding={16}
              aria-labelledby={titleId}
              aria-describedby={hintId}
            >
              <h2 id={titleId} className={styles.title}>
                {t('myTrips.choosePeriod')}
              </h2>
              <p id={hintId} className={styles.hint}>
                {t('myTrips.choosePeriodHint')}
              </p>
              <DayPicker
                className={styles.calendar}
                mode="range"
                resetOnSelect
                locale={locale === 'en-US' ? enUS : nl}
                weekStartsOn={weekStartsOn}
                selected={draft}
                onSelect={setDraft}
                defaultMonth={draft?.from ?? toPickerDate(range.from)}
              />
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  {t('common.cancel')}
                </Button>
                <Button onClick={apply} disabled={!draft?.from}>
                  {t('myTrips.apply')}
                </Button>
              </div>
            </Popover.Content>
          </>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
