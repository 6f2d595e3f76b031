import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createAccountActors } from '../../app/account-actors';
import { useRuntime } from '../../app/runtime-context';
import { useI18n, type TranslationKey } from '../../i18n/i18n';

/** The account actors (src/app/actors.ts) bound to the runtime's API clients, stable per runtime. */
export function useAccountActors(): ReturnType<typeof createAccountActors> {
  const { clients } = useRuntime();
  return useMemo(() => createAccountActors(clients), [clients]);
}

/**
 * Navigation for machine actions provided once per page. The data router's `navigate` keeps its identity, so
 * the provided machine is not rebuilt on re-renders.
 */
export function useStableNavigate(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback((to: string) => void navigate(to), [navigate]);
}

/** Translates a machine's field error (an i18n key) for a `TextField` `error` prop; undefined when none. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return useCallback((key: string | undefined) => (key ? t(key as TranslationKey) : undefined), [t]);
}
