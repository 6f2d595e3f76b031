/**
 * Module-level toast store (product §8: toasts bottom right, auto-close after 5 s). Usable outside React — from
 * actors, the API error layer or tests — with {@link notify}; `<Toaster/>` renders what is in the store.
 * No React imports: it is a tiny subscribe/snapshot store for `useSyncExternalStore`.
 */

/** Severity of a toast; also picks its colour, icon and announcement politeness (§8: 4xx warning, others danger). */
export type ToastSeverity = 'info' | 'success' | 'warning' | 'danger';

/** product §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;

/** Keeps the screen usable if something fires many toasts: the oldest beyond this count are dropped. */
export const MAX_TOASTS = 5;

/** What {@link notify} takes. */
export interface ToastInput {
  /** Text of the toast (already translated). */
  message: string;
  /** Default 'info'. */
  severity?: ToastSeverity;
  /** Short heading, e.g. the §8 status label "Conflict"; default is the severity's name ("Fout", "Gelukt", ...). */
  label?: string;
  /** Auto-close delay in ms; default the Toaster's (5000 ms). */
  duration?: number;
}

/** A toast in the store. */
export interface Toast {
  id: string;
  message: string;
  severity: ToastSeverity;
  label?: string;
  duration?: number;
}

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast; returns its id (for {@link dismiss}). A toast saying the same thing (message, severity and
 * label) as one on screen replaces it instead of stacking a copy: two loads failing alike (product §8) show one
 * message, which starts its 5 s again as the newest.
 */
export function notify({ message, severity = 'info', label, duration }: ToastInput): string {
  const id = `toast-${nextId++}`;
  const others = toasts.filter(
    (toast) => !(toast.message === message && toast.severity === severity && toast.label === label),
  );
  emit([...others, { id, message, severity, label, duration }].slice(-MAX_TOASTS));
  return id;
}

/** Removes one toast (no-op when it is already gone). */
export function dismiss(id: string): void {
  if (toasts.some((toast) => toast.id === id)) emit(toasts.filter((toast) => toast.id !== id));
}

/** Removes every toast (e.g. on logout, or between tests). */
export function clearToasts(): void {
  if (toasts.length > 0) emit([]);
}

/** Current toasts, oldest first. The array is replaced on every change (stable between changes). */
export function getToasts(): readonly Toast[] {
  return toasts;
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The store as one object: `toast.notify({ message, severity })`. */
export const toast = {
  notify,
  dismiss,
  clear: clearToasts,
  getSnapshot: getToasts,
  subscribe: subscribeToasts,
} as const;
