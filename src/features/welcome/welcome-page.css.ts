import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

/** product §2.1 welcome page: split layout — brand and account actions | guest entry card. */
export const split = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: '1fr',
  outline: 'none',
  '@media': { [media.fromMedium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const brandPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  '@media': { [media.belowSmall]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const logoMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });

export const description = style({ margin: 0, maxWidth: '36rem', color: vars.color.text });

export const accountActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const language = style({ maxWidth: '16rem' });

export const guestPanel = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

/** product §2 "welcome card max width 400px". */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.layout.welcomeCardMaxWidth,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.md,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
