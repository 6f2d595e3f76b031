import { Component, type ErrorInfo, type ReactNode } from 'react';
import { button } from '../../../styles/recipes/button.css';
import { useI18n } from '../../i18n/i18n';
import * as styles from './error-boundary.css';

/** Props of {@link ErrorFallback}. */
interface ErrorFallbackProps {
  /** `error` (default): "Er is iets misgegaan"; `notFound`: "Pagina niet gevonden". */
  kind?: 'error' | 'notFound';
  /** Where "back home" goes; default '/home' (public routes redirect signed-out users onward). */
  homeHref?: string;
}

/**
 * Friendly full-page message with an h1, one sentence and a link back home. The link is a plain <a> (full page
 * load), so it also works outside the router and leaves any broken state behind.
 */
function ErrorFallback({ kind = 'error', homeHref = '/home' }: ErrorFallbackProps) {
  const { t } = useI18n();
  return (
    <div className={styles.fallback} role={kind === 'error' ? 'alert' : undefined}>
      <h1>{t(kind === 'notFound' ? 'error.pageNotFound' : 'error.somethingWentWrong')}</h1>
      <p>{t(kind === 'notFound' ? 'error.pageNotFoundText' : 'error.somethingWentWrongText')}</p>
      <a href={homeHref} className={button({ variant: 'primary' })}>
        {t('error.backHome')}
      </a>
    </div>
  );
}

/** Page for the catch-all route: {@link ErrorFallback} with "Page not found". */
export function NotFound({ homeHref }: { homeHref?: string }) {
  return <ErrorFallback kind="notFound" homeHref={homeHref} />;
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children?: ReactNode;
  /** Replaces the default {@link ErrorFallback}. */
  fallback?: ReactNode;
  /** Reported errors (e.g. to logging). Default: console.error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When this value changes the boundary resets (pass the location key to recover on navigation). */
  resetKey?: unknown;
  homeHref?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors below it and shows {@link ErrorFallback} instead of a blank page. Use around each route's
 * element (route level: src/app/routes.tsx gives every route one that resets on navigation).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey)
      return { error: undefined, hasError: false, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.props.onError) this.props.onError(error, info);
    else console.error('[ErrorBoundary]', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return this.props.fallback ?? <ErrorFallback homeHref={this.props.homeHref} />;
    return this.props.children;
  }
}
