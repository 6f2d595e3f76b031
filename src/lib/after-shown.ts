/** Longest wait (ms) for the element's paint before {@link afterShown} runs its callback anyway. */
const SHOWN_TIMEOUT_MS = 1_000;

/**
 * Runs `callback` once the browser has shown the next frame (the second animation frame from now starts after
 * it); returns a function that cancels it.
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Runs `callback` once the element marked `elementtiming={identifier}` is on screen: when the browser reports
 * its paint (Element Timing, Chromium), else after the next frame, and at the latest after
 * {@link SHOWN_TIMEOUT_MS}. For work that must not compete with a page's first contentful content
 * (/book-trip loads its form's chunk after its heading is shown).
 * @returns a function that cancels the callback (for an effect's cleanup)
 */
export function afterShown(identifier: string, callback: () => void): () => void {
  const supported =
    typeof PerformanceObserver !== 'undefined' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element');
  if (!supported) return afterNextPaint(callback);
  let done = false;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => 'identifier' in entry && entry.identifier === identifier)) run();
  });
  const timer = setTimeout(() => run(), SHOWN_TIMEOUT_MS);
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  function run() {
    if (done) return;
    stop();
    callback();
  }
  observer.observe({ type: 'element', buffered: true });
  return stop;
}
