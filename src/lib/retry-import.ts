/**
 * Retrying a lazily loaded chunk (a weak or dropped connection must not end in "Something went wrong"): a failed
 * `import()` is tried again after 500 ms, 1 s and 2 s (backoff doubling) before its failure is passed on. The
 * browser asks the server again for a module whose fetch failed, so a short drop heals without a reload.
 */

/** Waits before each retry, in ms: the first retry after `RETRY_BASE_MS`, then doubling. */
export const RETRY_BASE_MS = 500;
/** Retries after the first failure (so at most 1 + `RETRY_COUNT` tries). */
export const RETRY_COUNT = 3;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `load` wrapped so a rejection is retried {@link RETRY_COUNT} times with backoff; the last rejection is passed
 * on. Calls of the wrapper while one is retrying share it (one chain of tries per chunk at a time).
 * @param load a dynamic import (idempotent: the browser caches a loaded module)
 */
export function withImportRetry<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  const attempt = async (): Promise<T> => {
    for (let retry = 0; ; retry += 1) {
      try {
        return await load();
      } catch (error) {
        if (retry >= RETRY_COUNT) throw error;
        await wait(RETRY_BASE_MS * 2 ** retry);
      }
    }
  };
  return () => {
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  };
}
