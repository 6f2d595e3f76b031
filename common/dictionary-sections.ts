/**
 * Dictionary sections (performance budget: `/login` initial JS ≤ 130 KB gzip). Each dictionary
 * (nl-NL.ts, en-US.ts) stays one file to write in; the build serves it as two modules, `?section=core` and
 * `?section=rest` (scripts/lib/dictionary-sections.ts, a Vite plugin), so the entry chunk carries only the
 * strings the login path needs:
 *
 * - **core**: the groups used by the entry chunk (app shell parts, error pages, toasts, API errors), the
 *   /login page, and what /login opens on demand (toaster, contact dialog). nl-NL's core is in the entry;
 *   other locales' core is a lazy chunk loaded before the first render (src/main.tsx).
 * - **rest**: every other group (signed-in pages, registration, account pages), a lazy chunk per locale loaded
 *   by every route except /login before it renders (`withFullDictionary`, src/i18n/loader.ts).
 *
 * tests/i18n/dictionary-sections.test.ts checks that the login path uses only core keys.
 */

/** The two sections of a dictionary. */
export type DictionarySectionName = 'core' | 'rest';

/** Top-level dictionary groups in the core section (all others are in rest). */
export const CORE_GROUPS: readonly string[] = [
  'app',
  'common',
  'nav',
  'footer',
  'contact',
  'language',
  'login',
  'error',
  'toast',
  // Kept-work messages: the route-change progress and a part that failed to load show on /login too.
  'resilience',
  // A new version's prompt may show on /login too.
  'appUpdate',
];

/**
 * The groups of `dictionary` that belong to `section` (a new object; the groups themselves are shared).
 * @param dictionary a whole dictionary: group name → nested strings
 */
export function pickSection<T extends Record<string, unknown>>(
  dictionary: T,
  section: DictionarySectionName,
): Partial<T> {
  const core = new Set(CORE_GROUPS);
  return Object.fromEntries(
    Object.entries(dictionary).filter(([group]) => core.has(group) === (section === 'core')),
  ) as Partial<T>;
}
