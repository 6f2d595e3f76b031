import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.fromMedium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({
  '@media': { [media.fromMedium]: { gridColumn: '1 / -1' } },
});

export const bigNumber = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const noTrip = style({
  minHeight: vars.layout.noTripCardHeight,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const select = style({
  minHeight: vars.layout.minTargetSize,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

/** No layout shift: stacks the budget lines over a hidden sizer in one grid cell; the cell keeps the taller one. */
export const reserve = style({ display: 'grid' });

export const reserveSizer = style({ gridArea: '1 / 1', visibility: 'hidden' });

export const reserveContent = style({ gridArea: '1 / 1' });

/** The pass-number line (text or chooser) keeps one target's height while the profile loads. */
export const passLine = style({
  minHeight: vars.layout.minTargetSize,
  display: 'flex',
  alignItems: 'center',
});

globalStyle(`${passLine} > p`, { margin: 0 });
