/**
 * Retrying a lazily loaded chunk (a weak or dropped connection must not end in "Something went wrong"): a failed
 * `import()` is tried again after 500 ms, 1 s and 2 s (backoff doubling) before its failure is passed on.
 *
 * A browser keeps a module whose fetch failed as failed for the page's life (Chromium answers every later
 * `import()` of that URL with the same error at once), so a retry asks for the module's URL — named in the error,
 * "Failed to fetch dynamically imported module: <url>" — with a query of its own (`?retry=<n>`), which the server
 * answers with the same file. Where the error names no URL (Safari), the import itself is tried again.
 *
 * The file asked for again is the built chunk, whose namespace is not always the module's: when the bundler merges
 * the module into a chunk with others, the chunk exports the module's namespace as one of its values (a frozen
 * object tagged `Module`, under a minified name), and the app's own `import()` picks it. So each loader names the
 * export it needs, and a retried chunk's namespace is searched for the module namespace that has it.
 */

/** Waits before each retry, in ms: the first retry after `RETRY_BASE_MS`, then doubling. */
const RETRY_BASE_MS = 500;
/** Retries after the first failure (so at most 1 + `RETRY_COUNT` tries). */
export const RETRY_COUNT = 3;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retries made so far in this page: each gets a query of its own (a failed one stays failed too). */
let retries = 0;

/** The module URL a failed dynamic import names (Chromium, Firefox), or null. */
export function failedModuleUrl(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.m?js)(?=[\s'"?#]|$)/.exec(text)?.[1] ?? null;
}

/** A module namespace (the browser's, or the bundler's inlined one), tagged `Module`. */
function isNamespace(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Module]'
  );
}

/**
 * The module namespace that exports `exportName` in what a retried chunk's URL gave: the chunk's namespace itself
 * (the module is the chunk's entry), or the namespace the chunk inlines for it (the module was merged into a shared
 * chunk); null when neither has it.
 */
export function moduleExporting<M>(chunk: unknown, exportName: string): M | null {
  if (!isNamespace(chunk)) return null;
  if (exportName in chunk) return chunk as M;
  const inlined = Object.values(chunk).find((value) => isNamespace(value) && exportName in value);
  return (inlined as M | undefined) ?? null;
}

/** The chunk at `url` asked for again under a query of its own, and the module in it that exports `exportName`. */
async function reimport<M>(url: string, exportName: string): Promise<M> {
  const chunk: unknown = await import(/* @vite-ignore */ `${url}?retry=${(retries += 1)}`);
  const module = moduleExporting<M>(chunk, exportName);
  if (module === null) throw new Error(`The chunk ${url} has no module exporting ${exportName}`);
  return module;
}

/**
 * `importer` wrapped so a rejection is retried {@link RETRY_COUNT} times with backoff, the last rejection passed
 * on; once loaded, the module is kept (every later call resolves with it, one instance per page). Calls while one
 * is retrying share it.
 * @param importer a dynamic import of one module, e.g. `() => import('./dialog')`
 * @param exportName an export the caller uses (e.g. `'Dialog'`): finds the module in a chunk asked for again
 */
export function withImportRetry<M>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
): () => Promise<M> {
  let loaded: { module: M } | null = null;
  let running: Promise<M> | null = null;
  const attempt = async (): Promise<M> => {
    let url: string | null = null;
    for (let retry = 0; ; retry += 1) {
      try {
        const module = url === null ? await importer() : await reimport<M>(url, exportName);
        loaded = { module };
        return module;
      } catch (error) {
        if (retry >= RETRY_COUNT) throw error;
        url = failedModuleUrl(error) ?? url;
        await wait(RETRY_BASE_MS * 2 ** retry);
      }
    }
  };
  return () => {
    if (loaded) return Promise.resolve(loaded.module);
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  };
}
