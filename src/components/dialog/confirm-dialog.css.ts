import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** The failure that leads a question after its step failed: first line bold, then the reason. */
export const failure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  scrollMarginTop: vars.space.md,
});

export const failureTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const failureReason = style({ margin: 0 });
