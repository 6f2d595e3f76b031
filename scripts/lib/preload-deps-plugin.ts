import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What {@link preloadDeps} returns: the Vite plugin and the `build.modulePreload.resolveDependencies` that uses it. */
export interface PreloadDeps {
  plugin: Plugin;
  /**
   * `build.modulePreload.resolveDependencies`: the chunks a dynamic import of `filename` in chunk `hostId`
   * preloads, `deps` minus those certainly loaded already when the host runs (see {@link preloadDeps}).
   */
  resolveDependencies: (
    filename: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
}

/**
 * Performance budget (docs/performance.md, "/home ≤ 20 KB more than /login"): shorter preload lists. For every
 * dynamic import Vite writes the list of chunks to preload with it (`__vite__mapDeps`, output file names with
 * their hashes, which barely compress: ~0.4 KB gzip in each of /home's chunks that import pages or dialogs). The
 * list names every chunk in the imported chunk's static import graph, including the entry chunk and the host
 * chunk's own static imports, which are always loaded by the time the host's code runs: the browser has them in
 * its module map, and preloading them again fetches nothing. It also names the imported chunk itself, which the
 * import fetches at the same moment. This plugin drops exactly those (the entry chunk, the host's static import
 * closure and the imported chunk); what is left are the chunks the import still needs, preloaded in parallel
 * with it as before (no new waterfall). Lists in `index.html` are left as they are.
 *
 * The plugin only keeps a reference to the output bundle (its `generateBundle` runs before Vite's import
 * analysis, `order: 'pre'`), from which `resolveDependencies` reads the chunk graph.
 */
export function preloadDeps(): PreloadDeps {
  let bundle: OutputBundle | null = null;
  const closures = new Map<string, Set<string>>();

  const chunkOf = (file: string): OutputChunk | null => {
    const output = bundle?.[file];
    return output?.type === 'chunk' ? output : null;
  };

  /** `file` and every chunk it imports statically, transitively (output file names). */
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      for (const imported of chunkOf(name)?.imports ?? []) visit(imported);
    };
    visit(file);
    closures.set(file, seen);
    return seen;
  };

  return {
    plugin: {
      name: 'regiotaxi:preload-deps',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      const loaded = staticClosure(hostId);
      // The imported chunk itself goes too: Vite's helper imports it in the same task as it adds the preload links
      // (it waits only for stylesheets), so a preload of it would race its own import.
      return deps.filter((dep) => dep !== filename && !loaded.has(dep) && !chunkOf(dep)?.isEntry);
    },
  };
}
