// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes, createRoutes } from '../../src/app/routes';
import { ErrorBoundary } from '../../src/components/error-boundary/error-boundary';
import { I18nProvider } from '../../src/i18n/i18n';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('replaces a crashed page with a friendly message and a link back home', () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <I18nProvider initialLocale="en-US">
        <ErrorBoundary onError={onError}>
          <Broken />
        </ErrorBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/home');
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'render failed' }),
      expect.anything(),
    );
    vi.restoreAllMocks();
  });

  it('recovers when its resetKey changes (e.g. after navigation)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="a" onError={() => {}}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="b">
        <p>Weer in orde</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Weer in orde')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows "Page not found" for a path outside the route table', async () => {
    render(
      <MemoryRouter initialEntries={['/bestaat-niet']}>
        <AppRoutes routes={createRoutes()} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });
});
