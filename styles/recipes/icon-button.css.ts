import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';

/**
 * A round, borderless button holding only an icon, e.g. the trigger of an explaining tooltip: a target of at
 * least 44 × 44 CSS px (WCAG 2.5.5). Compose it with the icon's colour.
 */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.minTargetSize,
  minHeight: vars.layout.minTargetSize,
  padding: 0,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.round,
  cursor: 'help',
});
