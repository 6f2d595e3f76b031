import type { Plugin, Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/** The lazily imported modules a signed-in /home loads (src/app/routes.tsx, src/app/runtime.ts). */
const HOME_ROOTS =
  /\/src\/(app\/(signed-in-layout\.tsx|session-children\.ts|pages\/home-page\.tsx)|logic\/connectivity\.ts)$/;

/**
 * The lazily imported modules that only ever run signed in, after /home's roots have loaded: the offline views, the
 * trip history and a trip's views opened from /home. A module they share with /home may join the `signed-in` chunk.
 */
const SIGNED_IN_ONLY =
  /\/src\/(app\/pages\/offline-home\.tsx|features\/trips\/(my-trips-page|live-my-trips|live-map-card|trip-details-dialog)\.tsx)$/;

/** What {@link signedInChunk} returns: the plugin that starts each build afresh, and the test. */
export interface SignedInChunk {
  plugin: Plugin;
  /**
   * Whether module `id` belongs in the `signed-in` chunk (see {@link signedInChunk}).
   * @param id a module id, as Rollup's `manualChunks` gets it
   * @param meta Rollup's `manualChunks` helpers (the module graph)
   * @param isAssigned whether the config's other rules give module `id` a chunk of its own
   */
  has: (id: string, meta: ManualChunkMeta, isAssigned: (id: string) => boolean) => boolean;
}

/**
 * Performance budget (docs/performance.md, "/home ≤ 20 KB more than /login"): whether module `id` belongs in the
 * `signed-in` chunk, one chunk for what /home loads beyond /login instead of the 6–10 small chunks the module graph
 * would give (a signed-in-layout chunk, the session's children, connectivity, the home page, and the small modules
 * they share in different combinations: each a request, a gzip header and a compression window of its own).
 *
 * A module joins when every lazily imported module (route page, dialog, chart module) whose static imports reach
 * it is one of /home's roots ({@link HOME_ROOTS}) or only runs signed in after them ({@link SIGNED_IN_ONLY}), and
 * at least one is a root; and when each module it imports statically joins too, is in the entry chunk or has a
 * chunk of its own (`isAssigned`): Rollup puts a manual chunk's unassigned static imports in it, so a shared
 * module would otherwise drag this chunk into a public page. A visitor's pages never load the chunk. The members
 * are worked out once per build, on the first question.
 */
export function signedInChunk(): SignedInChunk {
  let members: Set<string> | null = null;
  return {
    plugin: {
      name: 'regiotaxi:signed-in-chunk',
      apply: 'build',
      buildStart() {
        members = null;
      },
    },
    has(id, meta, isAssigned) {
      members ??= computeMembers(meta, isAssigned);
      return members.has(id);
    },
  };
}

/** The modules of the `signed-in` chunk (see {@link signedInChunk}). */
function computeMembers(meta: ManualChunkMeta, isAssigned: (id: string) => boolean): Set<string> {
  const ids = [...meta.getModuleIds()];
  const info = (id: string) => meta.getModuleInfo(id);
  const entryIds = ids.filter((id) => info(id)?.isEntry);
  const lazyIds = ids.filter((id) => (info(id)?.dynamicImporters.length ?? 0) > 0);

  const closure = (root: string) => {
    const seen = new Set<string>([root]);
    for (const id of seen) for (const dep of info(id)?.importedIds ?? []) seen.add(dep);
    return seen;
  };
  // What the entry loads is in its chunk anyway.
  const inEntry = new Set(entryIds.flatMap((id) => [...closure(id)]));
  const reachedBy = new Map<string, string[]>();
  for (const root of lazyIds)
    for (const id of closure(root)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);

  // A module some named chunk holds: named by the config's rules, or imported statically by one (Rollup puts those in
  // the same chunk).
  const named = new Set(ids.filter((id) => isAssigned(id)));
  for (const id of named)
    for (const dep of info(id)?.importedIds ?? []) if (!inEntry.has(dep)) named.add(dep);
  const candidates = new Set(
    ids.filter((id) => {
      const roots = reachedBy.get(id) ?? [];
      return (
        !inEntry.has(id) &&
        !named.has(id) &&
        roots.some((root) => HOME_ROOTS.test(root)) &&
        roots.every((root) => HOME_ROOTS.test(root) || SIGNED_IN_ONLY.test(root))
      );
    }),
  );
  // Drop a candidate whose static imports would be pulled in from outside, until none is left to drop.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of candidates) {
      const outside = (info(id)?.importedIds ?? []).some(
        (dep) => !candidates.has(dep) && !inEntry.has(dep) && !named.has(dep),
      );
      if (outside) {
        candidates.delete(id);
        changed = true;
      }
    }
  }
  return candidates;
}
