import { useId, useRef, useState, type PointerEvent } from 'react';
import { vars } from '../../../styles/contract.css';
import { useI18n } from '../../i18n/i18n';
import type { LiveMapViewProps, MapPoint } from './map-types';
import * as styles from './map.css';
import {
  PLANE,
  defaultProjection,
  fitProjection,
  project,
  scaleBar,
  type PlanePoint,
  type Projection,
} from './schematic-projection';

/** Props of {@link SchematicLiveMap}. */
export interface SchematicLiveMapProps extends Omit<LiveMapViewProps, 'onDirectionsError'> {
  /** Small caption in the corner (e.g. "Simplified map"). */
  caption?: string;
}

/** The `x1 y1 x2 y2` attributes of an SVG line from `from` to `to`. */
function lineBetween(from: PlanePoint, to: PlanePoint) {
  return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
}

/**
 * The offline live map (no maps key, or Google failed to load): an SVG the app draws itself on a scaled
 * plane (local equirectangular projection, schematic-projection.ts). Vehicle, pickup (A) and drop-off (B)
 * markers, the route as a line (from the vehicle's current position to the route's destination), a scale bar.
 * Same behaviour as the Google map: default centre 52.378, 4.897 at zoom-14 scale, fitted to `fitTo` ONCE, then
 * the user may drag it with mouse, pen or finger. 500 px high. The picture is `role="img"` with a name; the card
 * gives the full text alternative.
 */
export function SchematicLiveMap(props: SchematicLiveMapProps) {
  const { vehicle, pickup, dropOff, route, fitTo, labels, caption } = props;
  const titleId = useId();
  const { locale } = useI18n();
  const [projection, setProjection] = useState<Projection>(() =>
    fitTo && fitTo.length > 0 ? fitProjection(fitTo) : defaultProjection(),
  );
  const [fitted, setFitted] = useState(() => !!fitTo && fitTo.length > 0);
  const [pan, setPan] = useState<PlanePoint>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; x: number; y: number; factor: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  // Fit once: the first time points arrive (adjusting state while rendering, React's documented pattern).
  if (!fitted && fitTo && fitTo.length > 0) {
    setFitted(true);
    setProjection(fitProjection(fitTo));
    setPan({ x: 0, y: 0 });
  }

  const at = (point: MapPoint) => project(projection, point, pan);
  const a = at(pickup);
  const b = at(dropOff);
  const car = vehicle ? at(vehicle) : null;
  const routeFrom = route ? (car ?? at(route.origin)) : null;
  const routeTo = route ? at(route.destination) : null;
  const bar = scaleBar(projection);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    // viewBox units per CSS pixel ("meet" scaling uses the larger ratio).
    const factor = Math.max(
      PLANE.width / (rect.width || PLANE.width),
      PLANE.height / (rect.height || PLANE.height),
    );
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, factor };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = (event.clientX - start.x) * start.factor;
    const dy = (event.clientY - start.y) * start.factor;
    drag.current = { ...start, x: event.clientX, y: event.clientY };
    setPan((p) => ({ x: p.x + dx, y: p.y + dy }));
  };
  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return (
    <div className={styles.frame}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${PLANE.width} ${PLANE.height}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-labelledby={titleId}
        data-testid="schematic-map"
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <title id={titleId}>{labels.map}</title>
        <rect x={0} y={0} width={PLANE.width} height={PLANE.height} style={{ fill: vars.color.background }} />
        <Grid pan={pan} />
        <line
          {...lineBetween(a, b)}
          strokeWidth={3}
          strokeDasharray="2 8"
          strokeLinecap="round"
          style={{ stroke: vars.color.border }}
        />
        {routeFrom && routeTo ? (
          <line
            data-testid="schematic-route"
            {...lineBetween(routeFrom, routeTo)}
            strokeWidth={6}
            strokeLinecap="round"
            style={{ stroke: vars.color.primary, opacity: 0.75 }}
          />
        ) : null}
        <Pin at={a} letter="A" title={labels.pickup} color={vars.color.secondary} testId="schematic-pickup" />
        <Pin at={b} letter="B" title={labels.dropOff} color={vars.color.danger} testId="schematic-dropoff" />
        {car ? (
          <g data-testid="schematic-vehicle" transform={`translate(${car.x} ${car.y})`}>
            <title>{labels.vehicle}</title>
            <circle r={16} strokeWidth={4} style={{ fill: vars.color.primary, stroke: vars.color.surface }} />
            <path
              d="M-8 3h16M-6 3l2-6h8l2 6M-5 6v2M5 6v2"
              strokeWidth={2.2}
              fill="none"
              style={{ stroke: vars.color.onPrimary }}
            />
          </g>
        ) : null}
        <g transform={`translate(${PLANE.width - bar.units - 24} ${PLANE.height - 24})`}>
          <line x1={0} y1={0} x2={bar.units} y2={0} strokeWidth={3} style={{ stroke: vars.color.text }} />
          <text x={bar.units / 2} y={-8} textAnchor="middle" fontSize={16} style={{ fill: vars.color.text }}>
            {scaleLabel(bar.metres, locale)}
          </text>
        </g>
      </svg>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
    </div>
  );
}

/** A labelled marker: coloured circle with a letter. */
function Pin({
  at,
  letter,
  title,
  color,
  testId,
}: {
  at: PlanePoint;
  letter: string;
  title: string;
  color: string;
  testId: string;
}) {
  return (
    <g data-testid={testId} transform={`translate(${at.x} ${at.y})`}>
      <title>{title}</title>
      <circle r={15} strokeWidth={3} style={{ fill: color, stroke: vars.color.surface }} />
      <text y={6} textAnchor="middle" fontSize={17} fontWeight={700} style={{ fill: vars.color.surface }}>
        {letter}
      </text>
    </g>
  );
}

/** A faint square grid that moves with the map, so dragging is visible even far from the markers. */
function Grid({ pan }: { pan: PlanePoint }) {
  const step = 100;
  const ox = ((pan.x % step) + step) % step;
  const oy = ((pan.y % step) + step) % step;
  const lines = [];
  for (let x = ox; x <= PLANE.width; x += step)
    lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={PLANE.height} />);
  for (let y = oy; y <= PLANE.height; y += step)
    lines.push(<line key={`y${y}`} x1={0} y1={y} x2={PLANE.width} y2={y} />);
  return (
    <g strokeWidth={1} style={{ stroke: vars.color.borderSubtle }}>
      {lines}
    </g>
  );
}

/** The scale bar's distance in the UI language (Intl unit format): `500 m`, `1 km`, `1,5 km` (nl-NL). */
function scaleLabel(metres: number, locale: string): string {
  const km = metres >= 1000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(km ? metres / 1000 : metres);
}
