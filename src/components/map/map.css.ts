import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';

/** SPEC §2/§9: the map is 500 px high and as wide as the card. */
export const frame = style({
  position: 'relative',
  width: '100%',
  height: vars.layout.mapHeight,
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

export const caption = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The schematic map under the notice that Google Maps failed (SPEC §2 "Error loading maps"). */
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

/** Looks like a Dutch licence plate: yellow with black letters. */
export const plate = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.onAccent}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.lg,
});

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
