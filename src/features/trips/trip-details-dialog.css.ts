import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { notice } from '../../../styles/recipes/notice.css';

/** The details' labels get a column of their own width. */
export const list = style({ gridTemplateColumns: 'minmax(8rem, auto) 1fr' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const sectionTitle = style({ fontSize: vars.fontSize.md, margin: 0 });

export const line = style({ margin: 0 });

export const inlineActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

/** A failed cancel, kept next to "Cancel trip" until dismissed (a full-width row in a card or dialog footer). */
export const cancelFailed = style([
  notice({ tone: 'danger', size: 'sm', layout: 'row' }),
  { flexBasis: '100%', textAlign: 'start' },
]);

/** The same live region while empty: present, so the alert is announced when it fills, but takes no space. */
export const emptyLiveRegion = style({ display: 'contents' });

/** "Too late to cancel online. Call …" in place of the cancel button: a full-width line in a footer. */
export const callToCancel = style({ margin: 0, flexBasis: '100%', textAlign: 'start' });
