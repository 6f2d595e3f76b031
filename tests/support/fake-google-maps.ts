/**
 * A fake `google.maps` on `globalThis`, with only what src/components/map/google-live-map.tsx uses, that records
 * every call: Google's servers cannot be reached in tests. Shared by the component's tests (which read the
 * record) and the model tests of the charts that show the live map (which only steer the route answer).
 */

/** What the fake recorded; `routeResult` is what `DirectionsService.route` answers next (a test may replace it). */
export interface FakeMaps {
  maps: Record<string, unknown>[];
  markers: { options: Record<string, unknown>; positions: unknown[]; map: unknown }[];
  fitBounds: unknown[][];
  routes: Record<string, unknown>[];
  directions: unknown[];
  routeResult: () => Promise<unknown>;
}

/**
 * Installs the fake and returns its record.
 * @param routeResult what `DirectionsService.route` answers (default: one route), e.g. a promise the test rejects
 *   later, or one that never settles
 */
export function installFakeGoogleMaps(
  routeResult: () => Promise<unknown> = async () => ({ routes: ['fake route'] }),
): FakeMaps {
  const record: FakeMaps = {
    maps: [],
    markers: [],
    fitBounds: [],
    routes: [],
    directions: [],
    routeResult,
  };
  class LatLngBounds {
    points: unknown[] = [];
    extend(point: unknown) {
      this.points.push(point);
      return this;
    }
  }
  class FakeMap {
    constructor(_element: HTMLElement, options: Record<string, unknown>) {
      record.maps.push(options);
    }
    fitBounds(bounds: LatLngBounds) {
      record.fitBounds.push(bounds.points);
    }
  }
  class Marker {
    entry: FakeMaps['markers'][number];
    constructor(options: Record<string, unknown>) {
      this.entry = { options, positions: [options.position], map: options.map };
      record.markers.push(this.entry);
    }
    setPosition(position: unknown) {
      this.entry.positions.push(position);
    }
    setMap(map: unknown) {
      this.entry.map = map;
    }
  }
  class DirectionsService {
    route(request: Record<string, unknown>) {
      record.routes.push(request);
      return record.routeResult();
    }
  }
  class DirectionsRenderer {
    constructor(public options: Record<string, unknown>) {}
    setDirections(result: unknown) {
      record.directions.push(result);
    }
    setMap() {}
  }
  const maps = {
    Map: FakeMap,
    Marker,
    LatLngBounds,
    DirectionsService,
    DirectionsRenderer,
    TravelMode: { DRIVING: 'DRIVING' },
    importLibrary: async () => maps,
  };
  (globalThis as { google?: unknown }).google = { maps };
  return record;
}
