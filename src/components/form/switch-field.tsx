import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import { switchRoot, switchRow, switchThumb } from '../../../styles/recipes/switch.css';

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps {
  /** The visible label (also the switch's accessible name). */
  label: string;
  /** A line below, tied to the switch with `aria-describedby`. */
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Classes of the wrapper, the label and the hint (the booking form and the profile page differ). */
  classNames?: { field?: string; label?: string; hint?: string };
}

/**
 * An on/off setting: a Radix switch (`role="switch"`, Space toggles) with its label beside it and a hint below
 * (e.g. "Call me before pick-up", "Repeat this trip", the high-contrast theme). The label is clickable; the hint
 * is read after the name.
 */
export function SwitchField({ label, hint, checked, onCheckedChange, classNames = {} }: SwitchFieldProps) {
  const ids = useId();
  const switchId = `${ids}-switch`;
  const hintId = `${ids}-hint`;
  return (
    <div className={classNames.field}>
      <div className={switchRow}>
        <Switch.Root
          id={switchId}
          className={switchRoot}
          checked={checked}
          aria-describedby={hintId}
          onCheckedChange={onCheckedChange}
        >
          <Switch.Thumb className={switchThumb} />
        </Switch.Root>
        <label htmlFor={switchId} className={classNames.label}>
          {label}
        </label>
      </div>
      <p id={hintId} className={classNames.hint}>
        {hint}
      </p>
    </div>
  );
}
