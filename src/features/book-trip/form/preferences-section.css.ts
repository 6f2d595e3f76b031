import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/contract.css';

/* The driver comment with its character counter. */

export const textarea = style({ minHeight: '5rem', resize: 'vertical' });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
