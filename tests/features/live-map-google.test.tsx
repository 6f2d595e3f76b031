// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoogleLiveMap, type GoogleLiveMapProps } from '../../src/components/map/google-live-map';
import type { MapPoint, MapRoute } from '../../src/components/map/map-types';
import { installFakeGoogleMaps, type FakeMaps } from '../support/fake-google-maps';

// The Google Maps path of the live map in jsdom, with a fake `google.maps` (the real script cannot load here).
// Why jsdom and not Playwright: see tests/e2e/live-map.spec.ts — the browser test covers the same behaviour with
// a fake script served by route interception; this file pins the component's calls precisely.

let fake: FakeMaps;

const PICKUP: MapPoint = { latitude: 52.3851, longitude: 4.8898 };
const DROP_OFF: MapPoint = { latitude: 52.3875, longitude: 4.8787 };
const VEHICLE: MapPoint = { latitude: 52.396, longitude: 4.8425 };

function props(overrides: Partial<GoogleLiveMapProps> = {}): GoogleLiveMapProps {
  return {
    apiKey: 'test-key',
    loadingText: 'Loading maps...',
    renderError: () => <p>Error loading maps</p>,
    vehicle: VEHICLE,
    pickup: PICKUP,
    dropOff: DROP_OFF,
    route: { seq: 1, origin: VEHICLE, destination: PICKUP },
    fitTo: [VEHICLE, PICKUP, DROP_OFF],
    labels: { map: 'Map', vehicle: 'Vehicle', pickup: 'Pick-up', dropOff: 'Destination' },
    ...overrides,
  };
}

const flush = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  fake = installFakeGoogleMaps();
});
afterEach(() => {
  cleanup();
  delete (globalThis as { google?: unknown }).google;
});

describe('GoogleLiveMap with a fake google.maps (product §2.3 live map)', () => {
  it('shows "Loading maps...", then a map at 52.378, 4.897 zoom 14 with vehicle, pickup and drop-off markers', async () => {
    render(<GoogleLiveMap {...props()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading maps...');
    await flush();
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    expect(fake.maps).toHaveLength(1);
    expect(fake.maps[0]).toMatchObject({ center: { lat: 52.378, lng: 4.897 }, zoom: 14 });
    expect(fake.markers.map((m) => [m.options.title, m.options.position])).toEqual([
      ['Vehicle', { lat: VEHICLE.latitude, lng: VEHICLE.longitude }],
      ['Pick-up', { lat: PICKUP.latitude, lng: PICKUP.longitude }],
      ['Destination', { lat: DROP_OFF.latitude, lng: DROP_OFF.longitude }],
    ]);
  });

  it('fits the bounds once, moves the vehicle marker on updates, and requests directions only for a new route seq', async () => {
    const onDirectionsError = vi.fn();
    const view = render(<GoogleLiveMap {...props({ onDirectionsError })} />);
    await flush();
    expect(fake.fitBounds).toEqual([
      [
        { lat: VEHICLE.latitude, lng: VEHICLE.longitude },
        { lat: PICKUP.latitude, lng: PICKUP.longitude },
        { lat: DROP_OFF.latitude, lng: DROP_OFF.longitude },
      ],
    ]);
    expect(fake.routes).toEqual([
      {
        origin: { lat: VEHICLE.latitude, lng: VEHICLE.longitude },
        destination: { lat: PICKUP.latitude, lng: PICKUP.longitude },
        travelMode: 'DRIVING',
      },
    ]);
    expect(fake.directions).toEqual([{ routes: ['fake route'] }]);

    // Same status (seq 1), vehicle moved: marker moves, no new fit, no new directions.
    const moved = { latitude: 52.39, longitude: 4.86 };
    view.rerender(
      <GoogleLiveMap {...props({ vehicle: moved, fitTo: [moved, PICKUP, DROP_OFF], onDirectionsError })} />,
    );
    await flush();
    expect(fake.markers[0]?.positions.at(-1)).toEqual({ lat: moved.latitude, lng: moved.longitude });
    expect(fake.fitBounds).toHaveLength(1);
    expect(fake.routes).toHaveLength(1);

    // Status changed → seq 2: one new directions request, towards the arrival.
    const dropOffRoute: MapRoute = { seq: 2, origin: PICKUP, destination: DROP_OFF };
    view.rerender(<GoogleLiveMap {...props({ vehicle: PICKUP, route: dropOffRoute, onDirectionsError })} />);
    await flush();
    expect(fake.routes).toHaveLength(2);
    expect(fake.routes[1]).toMatchObject({
      destination: { lat: DROP_OFF.latitude, lng: DROP_OFF.longitude },
    });
    expect(fake.fitBounds).toHaveLength(1);
    expect(onDirectionsError).not.toHaveBeenCalled();
  });

  it('reports a failed directions request (for logging) and keeps the map', async () => {
    fake.routeResult = async () => {
      throw new Error('ZERO_RESULTS');
    };
    const onDirectionsError = vi.fn();
    render(<GoogleLiveMap {...props({ onDirectionsError })} />);
    await flush();
    expect(onDirectionsError).toHaveBeenCalledWith(new Error('ZERO_RESULTS'));
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
  });

  it('falls back when Google refuses the key (gm_authFailure)', async () => {
    render(<GoogleLiveMap {...props()} />);
    await flush();
    act(() => (globalThis as { gm_authFailure?: () => void }).gm_authFailure?.());
    expect(screen.getByText('Error loading maps')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map' })).toBeNull();
  });
});
