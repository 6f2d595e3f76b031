import { useId, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { vars } from '../../../styles/contract.css';
import { useI18n } from '../../i18n/i18n';
import { OSM_COPYRIGHT_URL, STATIONS, STOPS, TOWNS, type Landmark } from './landmarks';
import type { LiveMapViewProps, MapPoint } from './map-types';
import * as styles from './map.css';
import {
  PLANE,
  defaultProjection,
  fitProjection,
  project,
  scaleBar,
  type PlanePoint,
  type PlaneSize,
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

/** The frame's size in CSS pixels once laid out (the plane then matches it 1:1), else the default {@link PLANE}. */
function useFrameSize(frame: React.RefObject<HTMLDivElement | null>): PlaneSize {
  const [size, setSize] = useState<PlaneSize>(PLANE);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((s) =>
          s.width === Math.round(width) && s.height === Math.round(height)
            ? s
            : { width: Math.round(width), height: Math.round(height) },
        );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return size;
}

/** True when a point lies on the plane (with a margin for its label). */
function onPlane(point: PlanePoint, plane: PlaneSize, margin = 8): boolean {
  return (
    point.x > margin && point.y > margin && point.x < plane.width - margin && point.y < plane.height - margin
  );
}

/** Bus stops are drawn from this scale on (metres per plane unit; about zoom 14 and closer). */
const STOPS_FROM_METRES_PER_UNIT = 12;

/**
 * The offline live map (no maps key and no basemap tiles, or Google failed to load): an SVG the app draws itself
 * on a scaled plane (local equirectangular projection, schematic-projection.ts) that fills its frame. Landmarks
 * for orientation — town names, stations, and (close in) bus and tram stops with their OpenStreetMap notice —,
 * large labelled markers (the taxi with its plate, "Pick-up", "Destination"), the route as a line (from the
 * vehicle's current position to the route's destination), a scale bar. Same behaviour as the other maps: default
 * centre 52.378, 4.897 at zoom-14 scale, fitted to `fitTo` ONCE, then the user may drag it with mouse, pen or
 * finger. The picture is `role="img"` with a name; the card gives the full text alternative.
 */
export function SchematicLiveMap(props: SchematicLiveMapProps) {
  const { vehicle, pickup, dropOff, route, fitTo, labels, caption } = props;
  const titleId = useId();
  const { t, locale } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const plane = useFrameSize(frame);
  // The points fitted to: the first non-empty `fitTo`, kept (fit once); the plane's size may still change.
  const [fitPoints, setFitPoints] = useState<readonly MapPoint[] | null>(() =>
    fitTo && fitTo.length > 0 ? fitTo : null,
  );
  const [pan, setPan] = useState<PlanePoint>({ x: 0, y: 0 });
  const drag = useRef<{ pointerId: number; x: number; y: number; factor: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  // Fit once: the first time points arrive (adjusting state while rendering, React's documented pattern).
  if (!fitPoints && fitTo && fitTo.length > 0) {
    setFitPoints(fitTo);
    setPan({ x: 0, y: 0 });
  }
  const projection = useMemo(
    () => (fitPoints ? fitProjection(fitPoints, plane) : defaultProjection()),
    [fitPoints, plane],
  );

  const at = (point: MapPoint) => project(projection, point, pan, plane);
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
      plane.width / (rect.width || plane.width),
      plane.height / (rect.height || plane.height),
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

  const metresPerUnit = 111_320 / projection.scale;
  const visible = (list: readonly Landmark[]) =>
    list.map((l) => ({ ...l, at: at(l) })).filter((l) => onPlane(l.at, plane));
  const towns = visible(TOWNS);
  const stations = visible(STATIONS);
  const stops = metresPerUnit <= STOPS_FROM_METRES_PER_UNIT ? visible(STOPS) : [];
  const tags = labels.tags;

  return (
    <div ref={frame} className={styles.frame}>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${plane.width} ${plane.height}`}
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
        <rect x={0} y={0} width={plane.width} height={plane.height} style={{ fill: vars.color.background }} />
        <Grid pan={pan} plane={plane} />
        <g data-testid="schematic-towns" aria-hidden="true">
          {towns.map((town) => (
            <text
              key={town.name}
              x={town.at.x}
              y={town.at.y}
              textAnchor="middle"
              fontSize={22}
              fontWeight={700}
              letterSpacing="0.06em"
              style={{ fill: vars.color.textMuted }}
            >
              {town.name.toUpperCase()}
            </text>
          ))}
        </g>
        <g data-testid="schematic-stops" aria-hidden="true">
          {stops.map((stop) => (
            <g key={stop.name} transform={`translate(${stop.at.x} ${stop.at.y})`}>
              <rect x={-7} y={-7} width={14} height={14} rx={3} style={{ fill: vars.color.secondary }} />
              <text x={11} y={5} fontSize={14} style={{ fill: vars.color.text }}>
                {stop.name}
              </text>
            </g>
          ))}
        </g>
        <g data-testid="schematic-stations" aria-hidden="true">
          {stations.map((station) => (
            <g key={station.name} transform={`translate(${station.at.x} ${station.at.y})`}>
              <rect
                x={-9}
                y={-9}
                width={18}
                height={18}
                strokeWidth={3}
                style={{ fill: vars.color.surface, stroke: vars.color.text }}
              />
              <text x={14} y={6} fontSize={17} fontWeight={700} style={{ fill: vars.color.text }}>
                {station.name}
              </text>
            </g>
          ))}
        </g>
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
            strokeWidth={8}
            strokeLinecap="round"
            style={{ stroke: vars.color.primary, opacity: 0.8 }}
          />
        ) : null}
        <Pin end="pickup" at={a} labels={labels} />
        <Pin end="dropOff" at={b} labels={labels} />
        {car ? (
          <g data-testid="schematic-vehicle" transform={`translate(${car.x} ${car.y})`}>
            <title>{labels.vehicle}</title>
            <circle r={22} strokeWidth={4} style={{ fill: vars.color.primary, stroke: vars.color.surface }} />
            <path
              d="M-11 4h22M-8 4l3-8h10l3 8M-7 8v3M7 8v3"
              strokeWidth={3}
              fill="none"
              style={{ stroke: vars.color.onPrimary }}
            />
            {tags ? <Tag x={28} text={tags.vehicle} /> : null}
          </g>
        ) : null}
        <g transform={`translate(${plane.width - bar.units - 24} ${plane.height - 24})`}>
          <rect
            x={-10}
            y={-30}
            width={bar.units + 20}
            height={42}
            rx={4}
            style={{ fill: vars.color.surface, opacity: 0.85 }}
          />
          <line x1={0} y1={0} x2={bar.units} y2={0} strokeWidth={4} style={{ stroke: vars.color.text }} />
          <line x1={0} y1={-6} x2={0} y2={6} strokeWidth={3} style={{ stroke: vars.color.text }} />
          <line
            x1={bar.units}
            y1={-6}
            x2={bar.units}
            y2={6}
            strokeWidth={3}
            style={{ stroke: vars.color.text }}
          />
          <text
            x={bar.units / 2}
            y={-10}
            textAnchor="middle"
            fontSize={16}
            fontWeight={700}
            style={{ fill: vars.color.text }}
          >
            {scaleLabel(bar.metres, locale)}
          </text>
        </g>
      </svg>
      <p className={styles.caption}>
        {caption ? `${caption} · ` : ''}
        {t('liveStatus.stationsAttribution')}
        {stops.length > 0 ? (
          <>
            {' · '}
            <a href={OSM_COPYRIGHT_URL} target="_blank" rel="noreferrer">
              {t('liveStatus.stopsAttribution')}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** A short label on a marker: large text on a plate-like background, readable over any landmark. */
function Tag({ x, text }: { x: number; text: string }) {
  const width = text.length * 11 + 16;
  return (
    <g transform={`translate(${x} 0)`}>
      <rect
        x={0}
        y={-16}
        width={width}
        height={32}
        rx={6}
        strokeWidth={2}
        style={{ fill: vars.color.surface, stroke: vars.color.text }}
      />
      <text x={8} y={7} fontSize={19} fontWeight={700} style={{ fill: vars.color.text }}>
        {text}
      </text>
    </g>
  );
}

/** How each end of the trip is marked: A (pick-up) and B (destination), in the live maps' marker colours. */
const PIN_LOOKS = {
  pickup: { letter: 'A', color: vars.color.secondary, testId: 'schematic-pickup' },
  dropOff: { letter: 'B', color: vars.color.danger, testId: 'schematic-dropoff' },
} as const;

/**
 * A labelled marker of one end of the trip: a large coloured circle with its letter, its accessible name from
 * `labels`, and its tag ("Pick-up") beside it when the labels carry tags.
 */
function Pin({
  end,
  at,
  labels,
}: {
  end: keyof typeof PIN_LOOKS;
  at: PlanePoint;
  labels: SchematicLiveMapProps['labels'];
}) {
  const { letter, color, testId } = PIN_LOOKS[end];
  const tag = labels.tags?.[end];
  return (
    <g data-testid={testId} transform={`translate(${at.x} ${at.y})`}>
      <title>{labels[end]}</title>
      <circle r={20} strokeWidth={4} style={{ fill: color, stroke: vars.color.surface }} />
      <text y={8} textAnchor="middle" fontSize={22} fontWeight={700} style={{ fill: vars.color.surface }}>
        {letter}
      </text>
      {tag ? <Tag x={26} text={tag} /> : null}
    </g>
  );
}

/** A faint square grid that moves with the map, so dragging is visible even far from the markers. */
function Grid({ pan, plane }: { pan: PlanePoint; plane: PlaneSize }) {
  const step = 100;
  const ox = ((pan.x % step) + step) % step;
  const oy = ((pan.y % step) + step) % step;
  const lines = [];
  for (let x = ox; x <= plane.width; x += step)
    lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={plane.height} />);
  for (let y = oy; y <= plane.height; y += step)
    lines.push(<line key={`y${y}`} x1={0} y1={y} x2={plane.width} y2={y} />);
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
