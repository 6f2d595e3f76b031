import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [media.belowSmall]: { padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const brand = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const main = style({
  flex: 1,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  outline: 'none',
  '@media': { [media.belowSmall]: { padding: `${vars.space.lg} ${vars.space.sm}` } },
});

/** product §2: form box 500px. */
export const formBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.layout.formBoxWidth,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.md,
  '@media': { [media.belowSmall]: { padding: vars.space.lg } },
});

export const wide = style({ width: '100%', maxWidth: vars.layout.contentMaxWidth });

export const title = style({ fontSize: vars.fontSize.xxl });
