import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

export const fallback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  maxWidth: vars.layout.formBoxWidth,
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
});
