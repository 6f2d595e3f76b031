import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/contract.css';
import { plateLabel } from './map.css';

/** The Leaflet map's element: fills the map frame (500 px, or 60 % of a phone's viewport). */
export const canvas = style({ width: '100%', height: '100%', background: vars.color.surfaceMuted });

/** Zoom buttons at least the minimum target size (Leaflet draws 30 px ones). */
globalStyle(`${canvas} .leaflet-control-zoom a`, {
  width: vars.layout.minTargetSize,
  height: vars.layout.minTargetSize,
  lineHeight: vars.layout.minTargetSize,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  background: vars.color.surface,
});

/** The basemap's attribution in readable type and theme colours. */
globalStyle(`${canvas} .leaflet-control-attribution`, {
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  background: vars.color.surface,
});
globalStyle(`${canvas} .leaflet-control-attribution a`, { color: vars.color.primary });

/** A marker: a large round badge and its tag beside it, anchored at the badge's centre. */
export const marker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'max-content',
  pointerEvents: 'none',
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: '50%',
  border: `4px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.md,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  boxSizing: 'border-box',
});

export const badge = {
  vehicle: style([badgeBase, { background: vars.color.primary, color: vars.color.onPrimary }]),
  pickup: style([badgeBase, { background: vars.color.secondary, color: vars.color.onSecondary }]),
  dropOff: style([badgeBase, { background: vars.color.danger, color: vars.color.onDanger }]),
};

/** The marker's tag ("Pick-up", the plate): large bold text on a plate-like background. */
export const tag = style([
  plateLabel,
  {
    paddingInline: vars.space.xs,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.md,
    whiteSpace: 'nowrap',
  },
]);

/** The route line's colour comes from the theme (Leaflet takes it as an option). */
export const route = style({ stroke: vars.color.primary });
