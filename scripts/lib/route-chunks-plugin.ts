import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** What `.vite/route-chunks.json` holds per lazily imported source module (see {@link routeChunksPlugin}). */
interface RouteChunk {
  /** The module's own chunk and every chunk it imports statically (transitively), output paths like `assets/x.js`. */
  js: string[];
  /** The CSS those chunks import, output paths. */
  css: string[];
}

/** Output file of {@link routeChunksPlugin}, relative to the build's outDir. */
const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/**
 * Writes `<outDir>/.vite/route-chunks.json`: for every module the app imports dynamically (the lazy
 * route pages, the signed-in shell, the dictionary sections…), keyed by its source path relative to the project
 * root (`src/app/pages/home-page.tsx`, `src/i18n/en-US/core.ts`), the chunks and CSS needed to run
 * it, minus what the entry chunk already loads; and under `index.html` the entry chunk (first) with its static
 * imports. Vite's own manifest can't answer this once `experimentalMinChunkSize` merges a page into a shared
 * chunk (the chunk then has no source key). The preview server turns it into per-route preload headers
 * (server/lib/route-preload.ts).
 */
export function routeChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'regiotaxi:route-chunks',
    apply: 'build',
    // After Vite's CSS plugin, which drops the chunks that only held CSS (vanilla-extract's `.css.ts`): listing
    // one would preload a file the build does not write.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, seen: Set<string>): Set<string> => {
        if (seen.has(file) || !byFile.has(file)) return seen;
        seen.add(file);
        for (const imported of byFile.get(file)!.imports) closure(imported, seen);
        return seen;
      };
      const loadedByEntry = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loadedByEntry);
      const result: Record<string, RouteChunk> = {};
      const cssOf = (files: Iterable<string>) => [
        ...new Set([...files].flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])])),
      ];
      // The entry (`index.html`): its chunk first, then what it imports statically.
      for (const chunk of chunks) {
        if (!chunk.isEntry || !chunk.facadeModuleId) continue;
        const js = [...closure(chunk.fileName, new Set())];
        result[relative(root, chunk.facadeModuleId)] = { js, css: cssOf(js) };
      }
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          if (id.includes('\0') || id.includes('/node_modules/')) continue;
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
          const js = [...closure(chunk.fileName, new Set())].filter((file) => !loadedByEntry.has(file));
          const css = cssOf(js);
          result[relative(root, id)] = { js, css };
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(result, null, 1)}\n`,
      });
    },
  };
}
