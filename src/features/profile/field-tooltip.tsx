import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './profile-page.css';

/**
 * A Radix tooltip around one trigger (shown on hover and keyboard focus, closed by Escape). The trigger must be
 * focusable; its text alternative must not depend on the tooltip (give the same text to screen readers with
 * `aria-describedby`, as the callers do).
 */
export function FieldTooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  return (
    <Tooltip.Root delayDuration={200}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} side="top" sideOffset={6}>
          {content}
          <Tooltip.Arrow className={styles.tooltipArrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
