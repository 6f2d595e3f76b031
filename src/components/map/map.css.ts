import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { media } from '../../../styles/tokens';

/** product §2/§9: the map is 500 px high and as wide as the card; on phones 60 % of the viewport high. */
export const frame = style({
  position: 'relative',
  width: '100%',
  height: vars.layout.mapHeight,
  // Phones: as wide as the card and at least 60 % of the viewport's height.
  '@media': { [media.belowSmall]: { height: '62vh', minHeight: '320px' } },
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceMuted,
});

export const canvas = style({ width: '100%', height: '100%' });

export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  margin: 0,
  color: vars.color.textMuted,
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: '100%',
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-dragging="true"]': { cursor: 'grabbing' } },
});

/** The schematic map's caption with its data notices, bottom left, clear of the scale bar at the right. */
export const caption = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  maxWidth: 'calc(100% - 200px)',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The schematic map under the notice that Google Maps failed (product §2.3 "Error loading maps"). */
export const fallback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.onWarningSoft,
});

export const plateRow = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/**
 * What every plate-like label on a map shares (the licence plate here, the Leaflet marker's tag): bold text in a
 * box with a 2 px border in the text's own colour. Compose it with the label's colours, inline padding and size.
 */
export const plateLabel = style({
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: '2px solid currentColor',
  fontWeight: vars.fontWeight.bold,
});

/** Looks like a Dutch licence plate: yellow with black letters. */
export const plate = style([
  plateLabel,
  {
    display: 'inline-block',
    paddingInline: vars.space.sm,
    background: vars.color.accent,
    color: vars.color.onAccent,
    letterSpacing: '0.08em',
    fontSize: vars.fontSize.lg,
  },
]);

/** The status block above the live map: what a traveller with poor eyesight reads first. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

/** The status sentence: at least 1.25rem and bold (the high-contrast theme enlarges the step further). */
export const statusSentence = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Keeps the layout steady while there is nothing to say yet.
  minHeight: '1.3em',
});

/** The pick-up window line under the sentence, in large type. */
export const statusLine = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The legend under the keyless maps: one row of large items, wrapping on phones. */
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.md,
});
globalStyle(`${legend} > li`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const legendBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const legendVehicle = style({ background: vars.color.primary });
export const legendPickup = style({ background: vars.color.secondary, color: vars.color.onSecondary });
export const legendDropOff = style({ background: vars.color.danger, color: vars.color.onDanger });
export const legendRoute = style({
  display: 'inline-block',
  width: '32px',
  height: '7px',
  borderRadius: '4px',
  background: vars.color.primary,
});
export const legendStation = style({
  display: 'inline-block',
  width: '16px',
  height: '16px',
  border: `3px solid ${vars.color.text}`,
  background: vars.color.surface,
});
export const legendStop = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  borderRadius: '3px',
  background: vars.color.secondary,
});
