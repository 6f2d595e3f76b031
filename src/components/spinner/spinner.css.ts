import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  borderRadius: vars.radius.round,
  border: '3px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${rotate} 0.8s linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  sm: { width: '1em', height: '1em', borderWidth: '2px' },
  md: { width: '2rem', height: '2rem' },
  lg: { width: '3rem', height: '3rem', borderWidth: '4px' },
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.primary,
  minHeight: '8rem',
});

export const loadingText = style({ color: vars.color.text, fontSize: vars.fontSize.md });
