/**
 * A minimal fake `google.maps` on `globalThis` (what src/components/map/google-live-map.tsx uses) for the model
 * tests of the charts that show the live map: Google's servers cannot be reached here.
 * @param route what `DirectionsService.route` answers, e.g. a promise the test rejects later, or one that never settles
 */
export function installFakeGoogleMaps(route: () => Promise<unknown>) {
  class LatLngBounds {
    extend() {
      return this;
    }
  }
  class FakeMap {
    fitBounds() {}
  }
  class Marker {
    setPosition() {}
    setMap() {}
  }
  class DirectionsService {
    route() {
      return route();
    }
  }
  class DirectionsRenderer {
    setDirections() {}
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
}
