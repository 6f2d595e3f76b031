import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The chooser and the band: kept at the top of the page while it scrolls, so the band is always visible. */
export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
  background: vars.color.background,
  paddingBlock: vars.space.xs,
});

export const chooser = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const select = style({ width: 'auto', minWidth: '12rem', cursor: 'pointer' });

export const band = style({ fontWeight: vars.fontWeight.bold });
