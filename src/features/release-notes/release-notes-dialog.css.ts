import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const note = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const version = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const body = style({ lineHeight: vars.lineHeight.normal });

globalStyle(`${body} h2, ${body} h3`, { fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
globalStyle(`${body} a`, { color: vars.color.primary, textDecoration: 'underline' });
