import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { media } from '../tokens';

/**
 * Toggle switch look for Radix `Switch.Root` / `Switch.Thumb` (profile display theme, booking phone-call
 * preference). Plain styles, no variants: the on/off look follows Radix's `data-state="checked"` attribute.
 * Geometry (rem): track 3.25 × 1.875 with a 2px border, thumb 1.375 that slides 1.5 to the right when on.
 * Colours, radii, speed and the focus ring come from the theme contract, so the high-contrast theme
 * (styles/theme.css.ts) darkens the track, border and thumb and thickens the ring.
 *
 * Used by src/components/form/switch-field.tsx (`SwitchField`), the one switch of the app: `<div className={switchRow}>
 * <Switch.Root className={switchRoot}><Switch.Thumb className={switchThumb} /></Switch.Root><label htmlFor=…/></div>`.
 */

/** The switch with its label on one row of at least the minimum target height (WCAG 2.5.5: 44 CSS px). */
export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.minTargetSize,
});

/** The track (the Radix `Switch.Root` button): muted when off, primary when checked. */
export const switchRoot = style({
  position: 'relative',
  flexShrink: 0,
  width: '3.25rem',
  height: '1.875rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary },
    // The global keyboard ring (styles/global.css.ts), stated here so the switch keeps it whatever a page adds.
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

/** The thumb (Radix `Switch.Thumb`): slides right when checked; no slide animation under reduced motion. */
export const switchThumb = style({
  display: 'block',
  width: '1.375rem',
  height: '1.375rem',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  transform: 'translateX(2px)',
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(1.5rem)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
