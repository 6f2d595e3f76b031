/** Anything that can tell the current instant. Every time rule of the reference server reads one (never `Date.now()`). */
export interface Clock {
  /** The current instant (UTC `Date`). */
  now(): Date;
}

/** A clock that follows real time shifted by a settable offset (used by `POST /dev/clock` and by tests). */
export interface SettableClock extends Clock {
  /** Make `now()` return `instant` at this moment; time keeps flowing from there. */
  set(instant: Date): void;
  /** Shift the clock by `ms` milliseconds (negative moves back). */
  advance(ms: number): void;
  /** Back to real time (offset 0). */
  reset(): void;
  /** Current offset from the base time source, in ms. */
  offsetMs(): number;
}

/**
 * Creates the injectable server clock: `base()` (default `Date.now`, epoch ms) plus an offset.
 * @param base source of real time in epoch milliseconds; tests may pass a fixed function.
 * @param onShift told the change of the offset (ms, negative = back) after every `set`, `advance` and `reset`
 *   that moved it (the attempt limits, which count in real time, move their expiries with it).
 */
export function createClock(
  base: () => number = Date.now,
  onShift: (deltaMs: number) => void = () => {},
): SettableClock {
  let offset = 0;
  const moveTo = (next: number) => {
    const delta = next - offset;
    offset = next;
    if (delta !== 0) onShift(delta);
  };
  return {
    now: () => new Date(base() + offset),
    set(instant) {
      moveTo(instant.getTime() - base());
    },
    advance(ms) {
      moveTo(offset + ms);
    },
    reset() {
      moveTo(0);
    },
    offsetMs: () => offset,
  };
}
