/**
 * Retrying a lazily loaded chunk (a weak or dropped connection must not end in "Something went wrong"): a failed
 * `import()` is tried again after 500 ms, 1 s and 2 s (backoff doubling) before its failure is passed on.
 *
 * A browser keeps a module whose fetch failed as failed for the page's life (Chromium answers every later
 * `import()` of that URL with the same error at once), so a retry asks for the module's URL — named in the error,
 * "Failed to fetch dynamically imported module: <url>" — with a query of its own (`?retry=<n>`), which the server
 * answers with the same file. Where the error names no URL (Safari), the import itself is tried again.
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

/**
 * `importer` wrapped so a rejection is retried {@link RETRY_COUNT} times with backoff, the last rejection passed
 * on; once loaded, the module is kept (every later call resolves with it, one instance per page). Calls while one
 * is retrying share it.
 * @param importer a dynamic import of one module, e.g. `() => import('./dialog')`
 */
export function withImportRetry<M>(importer: () => Promise<M>): () => Promise<M> {
  let loaded: { module: M } | null = null;
  let running: Promise<M> | null = null;
  const attempt = async (): Promise<M> => {
    let url: string | null = null;
    for (let retry = 0; ; retry += 1) {
      try {
        const module =
          url === null
            ? await importer()
            : ((await import(/* @vite-ignore */ `${url}?retry=${(retries += 1)}`)) as M);
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
