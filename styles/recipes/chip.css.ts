import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../contract.css';

/**
 * Small status label (trip status chips, traffic badge, selected-item chips). `tone` picks an AA-checked
 * soft fill/text pair: neutral | info | success | warning | danger | accent.
 */
export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
      success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
      warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
      accent: { background: vars.color.accent, color: vars.color.onAccent },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
