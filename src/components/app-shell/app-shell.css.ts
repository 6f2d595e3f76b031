import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${vars.layout.sidebarWidth} minmax(0, 1fr)`,
  minHeight: '100vh',
  '@media': { [media.belowMedium]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100vh',
  width: vars.layout.sidebarWidth,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.borderSubtle}`,
  overflowY: 'auto',
  zIndex: vars.zIndex.sidebar,
  '@media': { [media.belowMedium]: { display: 'none' } },
});

export const topBar = style({
  display: 'none',
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [media.belowMedium]: { display: 'flex' } },
});

export const brand = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.minTargetSize,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  borderInlineStart: '4px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

/** Active route: tinted background, brand text and a bar on the left (not colour alone). */
export const navLinkActive = style({
  background: vars.color.primarySoft,
  color: vars.color.onPrimarySoft,
  borderInlineStartColor: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.primarySoft, color: vars.color.onPrimarySoft } },
});

export const sidebarFooter = style({
  marginTop: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const partner = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const content = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: '100vh' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  padding: vars.space.xl,
  outline: 'none',
  '@media': { [media.belowSmall]: { padding: vars.space.lg } },
});
