import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterShown } from '../../src/lib/after-shown';

// /book-trip asks for its form's chunk only once its title frame is on screen (its heading is the page's LCP).

/** A PerformanceObserver stand-in that supports Element Timing and lets the test report paints. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static instances: FakeObserver[] = [];
  observed = false;
  constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {
    FakeObserver.instances.push(this);
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  /** Reports one painted element, as the browser would. */
  report(identifier: string) {
    if (this.observed) this.callback({ getEntries: () => [{ entryType: 'element', identifier }] });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeObserver.instances = [];
});

describe('afterShown', () => {
  it('runs once the marked element is reported painted, not for other elements', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const callback = vi.fn();
    afterShown('title', callback);
    const observer = FakeObserver.instances[0]!;
    observer.report('other');
    expect(callback).not.toHaveBeenCalled();
    observer.report('title');
    observer.report('title');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer.observed).toBe(false);
  });

  it('runs after a second at the latest when no paint is reported', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const callback = vi.fn();
    afterShown('title', callback);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const callback = vi.fn();
    afterShown('title', callback)();
    FakeObserver.instances[0]!.report('title');
    vi.advanceTimersByTime(2_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('without Element Timing runs after the next frame has been shown (the second animation frame)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => setTimeout(() => run(0), 16));
    vi.stubGlobal('cancelAnimationFrame', (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
    const callback = vi.fn();
    afterShown('title', callback);
    vi.advanceTimersByTime(16);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20); // the second frame, then the task after it
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
