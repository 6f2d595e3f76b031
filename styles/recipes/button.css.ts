import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../contract.css';

/**
 * Button look, three levels of emphasis: `variant` primary (solid blue; one per view) | secondary (outlined blue on
 * the surface: back, no, close, cancel, and other side actions) | ghost (text-only, blue) | danger (solid red:
 * cancel a trip, delete);
 * `size` sm | md | lg; `fullWidth`. Every size keeps the 44×44 CSS px minimum target (WCAG 2.5.5).
 * Works on <button> and <a>; disabled (`:disabled` or `aria-disabled="true"`) uses a muted, still-readable fill.
 */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: vars.layout.minTargetSize,
    minWidth: vars.layout.minTargetSize,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        background: vars.color.surfaceMuted,
        borderColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primaryHover,
            color: vars.color.onPrimary,
          },
        },
      },
      // Outlined and quiet: "Back", "No", "Close" and "Cancel" never outshout the view's one primary action.
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.primary,
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primarySoft,
            color: vars.color.onPrimarySoft,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.primarySoft,
            color: vars.color.onPrimarySoft,
          },
          '&:disabled, &[aria-disabled="true"]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.dangerHover,
            color: vars.color.onDanger,
          },
        },
      },
    },
    size: {
      sm: { paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      md: { paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { paddingInline: vars.space.xl, minHeight: '52px', fontSize: vars.fontSize.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** Variant props of {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
