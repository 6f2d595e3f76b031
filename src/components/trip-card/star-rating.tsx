import type { IconProps } from '../icons/icons';
import { RATING_MAX } from '../../../machines/trip';
import * as styles from './trip-card.css';

/** A five-pointed star, filled or outlined; decorative (the text next to it carries the value). */
export function StarIcon({ filled, size = 24, ...props }: IconProps & { filled: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z" />
    </svg>
  );
}

/** Read-only row of {@link RATING_MAX} stars with `value` filled (aria-hidden; pair it with text). */
export function StarRow({ value }: { value: number }) {
  return (
    <span className={styles.stars} aria-hidden="true">
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <StarIcon key={i} filled={i < value} size={20} />
      ))}
    </span>
  );
}
