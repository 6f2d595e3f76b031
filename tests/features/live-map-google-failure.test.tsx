// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GoogleLiveMap } from '../../src/components/map/google-live-map';
import { SchematicLiveMap } from '../../src/components/map/schematic-live-map';

// A file of its own: @googlemaps/js-api-loader keeps one Loader per page, so a failed load cannot share a module
// registry with the successful loads of live-map-google.test.tsx.

describe('GoogleLiveMap when the Maps script cannot load (product §2.3 "Error loading maps")', () => {
  it('shows "Loading maps...", then the error and the schematic map, so tracking keeps working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    (globalThis as { google?: unknown }).google = {
      maps: {
        importLibrary: () => Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
      },
    };
    const point = { latitude: 52.3851, longitude: 4.8898 };
    const view = {
      vehicle: point,
      pickup: point,
      dropOff: { latitude: 52.3875, longitude: 4.8787 },
      route: null,
      fitTo: null,
      labels: { map: 'Map', vehicle: 'Vehicle', pickup: 'Pick-up', dropOff: 'Destination' },
    };
    render(
      <GoogleLiveMap
        {...view}
        apiKey="test-key"
        loadingText="Loading maps..."
        renderError={() => (
          <div>
            <p role="alert">Error loading maps</p>
            <SchematicLiveMap {...view} />
          </div>
        )}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading maps...');
    // The loader retries three times (2, 8 and 24 ms) before giving up.
    await act(async () => new Promise<void>((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading maps');
    expect(screen.getByRole('img', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getByTestId('schematic-vehicle')).toBeInTheDocument();
  });
});
