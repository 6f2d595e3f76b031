import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

/** Two columns, label and value; a page may widen the label column (`gridTemplateColumns`). */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/**
 * Under 480 px each label sits above its value (one column), so a phone does not squeeze dates and addresses into
 * a narrow value column. Doubled class: wins over a page's own `gridTemplateColumns`.
 */
export const stacked = style({
  '@media': {
    [media.belowSmall]: {
      selectors: { '&&': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
    },
  },
});

export const term = style({
  fontWeight: vars.fontWeight.bold,
  '@media': {
    [media.belowSmall]: { selectors: { [`${stacked} &:not(:first-child)`]: { marginTop: vars.space.sm } } },
  },
});

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
