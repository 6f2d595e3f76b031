/**
 * The chunk imports of the signed-in navigation's pages by path (product §2.1 route table): the one place they are
 * written, used by the route table (./routes.tsx, in the entry chunk) and by the navigation's preloading
 * (./page-preload.ts, in the signed-in shell's chunk). Written once, the build emits each import and its list of
 * chunks to preload once, in the entry chunk, instead of a second copy in the shell's chunk (performance budget,
 * docs/performance.md: ~0.6 KB gzip of /home).
 */
export const SIGNED_IN_PAGE_IMPORTS = {
  '/home': () => import('./pages/home-page'),
  '/book-trip': () => import('../features/book-trip/book-trip-page'),
  '/my-trips': () => import('../features/trips/my-trips-page'),
  '/profile': () => import('../features/profile/profile-page'),
  '/logout': () => import('../features/logout/logout-page'),
} as const;
