import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_COUNT, failedModuleUrl, moduleExporting, withImportRetry } from '../../src/lib/retry-import';

// Retrying a lazily loaded chunk: backoff, the failed module's URL read from the browser's error, one module kept.

afterEach(() => {
  vi.useRealTimers();
});

describe('withImportRetry', () => {
  it('tries again after 500 ms, 1 s and 2 s, then passes the last failure on', async () => {
    vi.useFakeTimers();
    const importer = vi.fn((): Promise<{ Page: string }> => Promise.reject(new Error('offline')));
    const result = withImportRetry(importer, 'Page')();
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(499);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(importer).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(importer).toHaveBeenCalledTimes(1 + RETRY_COUNT);
    expect(await settled).toEqual(new Error('offline'));
  });

  it('resolves once a retry loads, keeps the module and shares a running chain', async () => {
    vi.useFakeTimers();
    const module = { Page: 'page' };
    const importer = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValue(module);
    const load = withImportRetry(importer, 'Page');
    const first = load();
    const second = load();
    await vi.advanceTimersByTimeAsync(500);
    expect(await first).toBe(module);
    expect(await second).toBe(module);
    expect(await load()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

/** A namespace as a browser or the bundler tags it. */
const namespace = (entries: Record<string, unknown>) =>
  Object.freeze(
    Object.defineProperty({ __proto__: null, ...entries }, Symbol.toStringTag, { value: 'Module' }),
  );

describe('moduleExporting', () => {
  it("finds the module in a chunk asked for again: the chunk's own namespace, or the one it inlines", () => {
    const own = namespace({ Dialog: 'dialog' });
    expect(moduleExporting(own, 'Dialog')).toBe(own);
    // A module merged into a shared chunk: the chunk exports its namespace under a minified name.
    const dialog = namespace({ Dialog: 'dialog', DialogClose: 'close' });
    const other = namespace({ ConfirmDialog: 'confirm' });
    const chunk = namespace({ C: 'confirm', D: 'dialog', c: other, d: dialog });
    expect(moduleExporting(chunk, 'Dialog')).toBe(dialog);
    expect(moduleExporting(chunk, 'ConfirmDialog')).toBe(other);
    expect(moduleExporting(chunk, 'Toaster')).toBeNull();
    // Plain objects are not module namespaces.
    expect(moduleExporting({ d: { Dialog: 'dialog' } }, 'Dialog')).toBeNull();
  });
});

describe('failedModuleUrl', () => {
  it("reads the module's URL from Chromium's and Firefox's messages, null from Safari's", () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: http://localhost:6100/assets/dialog-Dk7M.js',
        ),
      ),
    ).toBe('http://localhost:6100/assets/dialog-Dk7M.js');
    expect(
      failedModuleUrl(
        new TypeError('error loading dynamically imported module: https://app.example/assets/a-1.js'),
      ),
    ).toBe('https://app.example/assets/a-1.js');
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});
