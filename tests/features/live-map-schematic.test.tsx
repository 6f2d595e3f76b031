// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MapPoint } from '../../src/components/map/map-types';
import { SchematicLiveMap, type SchematicLiveMapProps } from '../../src/components/map/schematic-live-map';
import {
  PLANE,
  defaultProjection,
  fitProjection,
  project,
} from '../../src/components/map/schematic-projection';

// The offline schematic map: markers on a scaled plane, fitted once, draggable.

const PICKUP: MapPoint = { latitude: 52.3851, longitude: 4.8898 };
const DROP_OFF: MapPoint = { latitude: 52.3747, longitude: 5.2186 };
const VEHICLE: MapPoint = { latitude: 52.396, longitude: 4.8425 };

function props(overrides: Partial<SchematicLiveMapProps> = {}): SchematicLiveMapProps {
  return {
    vehicle: VEHICLE,
    pickup: PICKUP,
    dropOff: DROP_OFF,
    route: { seq: 1, origin: VEHICLE, destination: PICKUP },
    fitTo: null,
    labels: { map: 'Kaart', vehicle: 'Voertuig', pickup: 'Ophaaladres', dropOff: 'Bestemming' },
    ...overrides,
  };
}

const translation = (testId: string) => {
  const match = /translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(
    screen.getByTestId(testId).getAttribute('transform') ?? '',
  );
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
};

afterEach(cleanup);

describe('schematic projection', () => {
  it('starts at the default centre 52.378, 4.897 in the middle of the plane', () => {
    const centre = project(defaultProjection(), { latitude: 52.378, longitude: 4.897 });
    expect(centre).toEqual({ x: PLANE.width / 2, y: PLANE.height / 2 });
  });

  it('fits all points inside the plane, north up', () => {
    const projection = fitProjection([VEHICLE, PICKUP, DROP_OFF]);
    for (const p of [VEHICLE, PICKUP, DROP_OFF]) {
      const at = project(projection, p);
      expect(at.x).toBeGreaterThanOrEqual(0);
      expect(at.x).toBeLessThanOrEqual(PLANE.width);
      expect(at.y).toBeGreaterThanOrEqual(0);
      expect(at.y).toBeLessThanOrEqual(PLANE.height);
    }
    // Almere lies east of Amsterdam: further right; the depot lies north of the pickup: higher up.
    expect(project(projection, DROP_OFF).x).toBeGreaterThan(project(projection, PICKUP).x);
    expect(project(projection, VEHICLE).y).toBeLessThan(project(projection, PICKUP).y);
  });
});

describe('SchematicLiveMap', () => {
  it('draws vehicle, pickup and drop-off markers and the route, as a named image', () => {
    render(<SchematicLiveMap {...props({ fitTo: [VEHICLE, PICKUP, DROP_OFF] })} />);
    expect(screen.getByRole('img', { name: 'Kaart' })).toBeInTheDocument();
    expect(screen.getByTestId('schematic-vehicle')).toHaveTextContent('Voertuig');
    expect(screen.getByTestId('schematic-pickup')).toHaveTextContent('Ophaaladres');
    expect(screen.getByTestId('schematic-dropoff')).toHaveTextContent('Bestemming');
    const route = screen.getByTestId('schematic-route');
    const car = translation('schematic-vehicle');
    const pickup = translation('schematic-pickup');
    expect([Number(route.getAttribute('x1')), Number(route.getAttribute('y1'))]).toEqual([car.x, car.y]);
    expect([Number(route.getAttribute('x2')), Number(route.getAttribute('y2'))]).toEqual([
      pickup.x,
      pickup.y,
    ]);
  });

  it('fits to the first points once; later points do not move the view', () => {
    const view = render(<SchematicLiveMap {...props()} />);
    const before = translation('schematic-pickup');
    view.rerender(<SchematicLiveMap {...props({ fitTo: [VEHICLE, PICKUP, DROP_OFF] })} />);
    const fitted = translation('schematic-pickup');
    expect(fitted).not.toEqual(before);
    view.rerender(<SchematicLiveMap {...props({ fitTo: [PICKUP, { latitude: 51.9, longitude: 4.4 }] })} />);
    expect(translation('schematic-pickup')).toEqual(fitted);
  });

  it('can be dragged: every marker moves with the pointer', () => {
    render(<SchematicLiveMap {...props({ fitTo: [VEHICLE, PICKUP, DROP_OFF] })} />);
    const svg = screen.getByRole('img', { name: 'Kaart' });
    const pickup = translation('schematic-pickup');
    const dropOff = translation('schematic-dropoff');
    fireEvent.pointerDown(svg, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 160, clientY: 80 });
    fireEvent.pointerUp(svg, { pointerId: 1, clientX: 160, clientY: 80 });
    const moved = translation('schematic-pickup');
    expect(moved.x - pickup.x).toBeCloseTo(60);
    expect(moved.y - pickup.y).toBeCloseTo(-20);
    expect(translation('schematic-dropoff').x - dropOff.x).toBeCloseTo(60);
    // After the pointer is released, moving it does nothing.
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(translation('schematic-pickup')).toEqual(moved);
  });
});
