/**
 * The small part of the Google Maps JavaScript API the live map uses, typed by hand (the `@types/google.maps`
 * package is not a dependency). Names and shapes follow https://developers.google.com/maps/documentation/javascript/reference.
 */

/** `google.maps.LatLngLiteral`. */
export interface GoogleLatLng {
  lat: number;
  lng: number;
}

/** `google.maps.Map` (only what is used). */
export interface GoogleMap {
  fitBounds(bounds: GoogleLatLngBounds): void;
}

/** `google.maps.Marker` (only what is used). */
export interface GoogleMarker {
  setPosition(position: GoogleLatLng | null): void;
  setMap(map: GoogleMap | null): void;
}

/** `google.maps.LatLngBounds`. */
interface GoogleLatLngBounds {
  extend(point: GoogleLatLng): GoogleLatLngBounds;
}

/** `google.maps.DirectionsService` (promise form of `route`). */
export interface GoogleDirectionsService {
  route(request: { origin: GoogleLatLng; destination: GoogleLatLng; travelMode: string }): Promise<unknown>;
}

/** `google.maps.DirectionsRenderer`. */
export interface GoogleDirectionsRenderer {
  setDirections(result: unknown): void;
  setMap(map: GoogleMap | null): void;
}

/** The `google.maps` namespace subset. */
export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: { center: GoogleLatLng; zoom: number; gestureHandling?: string; clickableIcons?: boolean },
  ) => GoogleMap;
  Marker: new (options: {
    map: GoogleMap;
    position: GoogleLatLng | null;
    title: string;
    label?: string;
  }) => GoogleMarker;
  LatLngBounds: new () => GoogleLatLngBounds;
  DirectionsService: new () => GoogleDirectionsService;
  DirectionsRenderer: new (options: {
    map: GoogleMap;
    suppressMarkers?: boolean;
    preserveViewport?: boolean;
  }) => GoogleDirectionsRenderer;
  TravelMode: { DRIVING: string };
}

/** The loaded `google.maps` namespace, or null when the API has not loaded. */
export function googleMapsApi(): GoogleMapsApi | null {
  const maps = (globalThis as { google?: { maps?: Partial<GoogleMapsApi> } }).google?.maps;
  return maps && typeof maps.Map === 'function' ? (maps as GoogleMapsApi) : null;
}

/** Wire coordinates → `LatLngLiteral`. */
export function toLatLng(point: { latitude: number; longitude: number }): GoogleLatLng {
  return { lat: point.latitude, lng: point.longitude };
}
