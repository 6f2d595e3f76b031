import { field } from '../../../styles/recipes/field.css';

/** The props {@link fieldControl} gives an `<input>`, `<select>` or `<textarea>`. */
export interface FieldControlProps {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/**
 * The shared state props of a form control: `aria-invalid` while invalid, `aria-describedby` from the hint, counter
 * and error ids given (empty ones skipped; none: no attribute), and the field look (red border while invalid).
 * @param invalid whether the control shows an error
 * @param describedBy ids of the texts that describe it, in reading order
 * @param extraClassName a class of the control's own (e.g. a textarea's height)
 */
export function fieldControl(
  invalid: boolean,
  describedBy: readonly (string | false | null | undefined)[],
  extraClassName?: string,
): FieldControlProps {
  const ids = describedBy.filter(Boolean).join(' ');
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids || undefined,
    className: [field({ invalid }), extraClassName].filter(Boolean).join(' '),
  };
}
