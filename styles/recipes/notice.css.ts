import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../contract.css';

/**
 * A message in a soft-coloured box (a status after a resend, a link that no longer works, a failed share).
 * `tone` picks an AA-checked soft fill/text pair: info | danger; `size` the padding and corner radius: md | sm;
 * `layout` (optional) how its text and buttons sit: `stack` (the text, then its buttons below, left-aligned) or
 * `row` (text and buttons side by side, wrapping on a phone).
 */
export const notice = recipe({
  base: { margin: 0 },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
      danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
    },
    size: {
      md: { padding: vars.space.md, borderRadius: vars.radius.md },
      sm: { padding: vars.space.sm, borderRadius: vars.radius.sm },
    },
    layout: {
      stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm },
      row: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: vars.space.sm,
      },
    },
  },
  defaultVariants: { tone: 'info', size: 'md' },
});
