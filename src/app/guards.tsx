import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { selectIsRestoring, selectIsSignedIn } from '../../machines/auth.machine';
import { Loading } from '../components/spinner/spinner';
import { useI18n } from '../i18n/i18n';
import { useAuthSelector } from '../logic/use-logic';

/** Location state carrying the page a signed-out visitor asked for (product §2.1 "remember the origin"). */
interface FromState {
  from?: string;
}

/**
 * Accepts only same-origin app paths as a post-login destination ("/my-trips?x=1"), never "//evil.example" or
 * "https://…": the remembered origin must not become an open redirect.
 */
export function safeReturnPath(value: unknown, fallback = '/home'): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  try {
    const url = new URL(value, 'http://app.invalid');
    return url.origin === 'http://app.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/**
 * What both route guards read: whether the session is signed in, where the visitor is, and the spinner to show
 * instead of the page while a stored session is still being restored (null once it is known).
 */
function useGuardState() {
  const restoring = useAuthSelector(selectIsRestoring);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const location = useLocation();
  const { t } = useI18n();
  return { signedIn, location, spinner: restoring ? <Loading label={t('common.loading')} /> : null };
}

/** product §2 guard: authenticated-only routes redirect to /login and remember where the visitor was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn, location, spinner } = useGuardState();
  if (spinner) return spinner;
  if (!signedIn) {
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** product §2 guard: public routes send a signed-in user on, to the remembered origin (same-origin only) or /home. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { signedIn, location, spinner } = useGuardState();
  if (spinner) return spinner;
  if (signedIn) return <Navigate to={safeReturnPath((location.state as FromState | null)?.from)} replace />;
  return children;
}
