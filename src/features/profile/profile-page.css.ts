import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { iconButton } from '../../../styles/recipes/icon-button.css';
import { media } from '../../../styles/tokens';

/** product §2.8 tabbed card: max width 700px; min height 500px under 480px wide, 600px under 768px. */
export const tabbedCard = style({
  maxWidth: vars.layout.tabbedCardMaxWidth,
  width: '100%',
  '@media': {
    [media.belowMedium]: { minHeight: vars.layout.tabbedCardMinHeightMedium },
    [media.belowSmall]: { minHeight: vars.layout.tabbedCardMinHeightSmall },
  },
});

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.borderSubtle}`,
  marginBottom: vars.space.lg,
});

export const tab = style({
  minHeight: vars.layout.minTargetSize,
  paddingInline: vars.space.lg,
  background: 'transparent',
  border: 'none',
  borderBottom: '4px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      borderBottomColor: vars.color.primary,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:hover': { background: vars.color.primarySoft },
  },
});

/** Tab panels stay mounted; the inactive one is hidden (display none also hides it from assistive technology). */
export const tabPanel = style({ selectors: { '&[data-state="inactive"]': { display: 'none' } } });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** The read-only email field with its warning button at the label row's end. */
export const readOnlyField = style({ position: 'relative' });

export const infoButton = style([
  iconButton,
  {
    position: 'absolute',
    insetBlockStart: `calc(-1 * ${vars.space.sm})`,
    insetInlineEnd: 0,
    color: vars.color.onWarningSoft,
  },
]);

export const tooltip = style({
  maxWidth: '320px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
});

export const tooltipArrow = style({ fill: vars.color.text });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.md,
});

export const itemSelected = style({
  borderColor: vars.color.primary,
  borderWidth: '2px',
  background: vars.color.primarySoft,
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const itemName = style({ fontWeight: vars.fontWeight.bold });

export const badge = style({
  alignSelf: 'flex-start',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The display theme switch's label (the switch itself: src/components/form/switch-field.tsx). */
export const switchLabel = style({ fontWeight: vars.fontWeight.bold, cursor: 'pointer' });

/** The pending account-deletion message (a status, focused after the request). */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const noticeText = style({ margin: 0 });
