import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

/**
 * product §2.5 trip history container min width 900px and toolbar 1000px — as `min(100%, …)`, so a narrow screen
 * or a 200 % zoom reflows instead of scrolling sideways (WCAG 1.4.10).
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: `min(100%, ${vars.layout.historyMinWidth})`,
});

export const title = style({ margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: `min(100%, ${vars.layout.historyToolbarMinWidth})`,
});

export const weeks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const download = style({ marginInlineStart: 'auto' });

/** product §2: 1 column on small screens, 2 from medium (768px) up. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.fromMedium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const item = style({ minWidth: 0 });

export const count = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
});

export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.dangerSoft,
  color: vars.color.onDangerSoft,
  borderRadius: vars.radius.lg,
});
