import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../contract.css';

/**
 * Text input / select / textarea look: 44px min height, 3:1 border, thicker red border when `invalid`.
 */
export const field = recipe({
  base: {
    display: 'block',
    width: '100%',
    minHeight: vars.layout.minTargetSize,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled, &[readonly]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.danger, borderWidth: '2px' },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});
