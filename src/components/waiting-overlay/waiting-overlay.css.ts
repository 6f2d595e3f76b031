import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { backdrop as backdropLayer } from '../../../styles/recipes/backdrop.css';

export const backdrop = style([backdropLayer, { zIndex: vars.zIndex.waitingOverlay }]);

export const panel = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.waitingOverlay,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  width: `min(400px, calc(100vw - 2 * ${vars.space.lg}))`,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  textAlign: 'center',
  outline: 'none',
});

export const spinner = style({ color: vars.color.primary });

export const message = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });
