import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

/** How long (ms) to wait for the new page's h1 (lazy chunks, data) or for a closing modal to leave. */
const FOCUS_WAIT_MS = 3_000;
/** Polling interval (ms) while waiting. */
const FOCUS_POLL_MS = 50;

/** A modal dialog that currently owns focus (Radix dialogs set aria-modal; native dialogs use `open`). */
function modalIsOpen(): boolean {
  return (
    document.querySelector(
      '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"], dialog[open]',
    ) !== null
  );
}

/**
 * Focus management on route navigation (WCAG 2.4.3 focus order): after every client-side change of the
 * path (not on the first page load, where the browser starts at the top) focus moves to the new page's heading —
 * the first `h1` inside `<main>` (else the first `h1`), made focusable with `tabIndex=-1` — so screen-reader and
 * keyboard users start reading at the new content instead of staying on the link they activated.
 * Waits up to {@link FOCUS_WAIT_MS} ms for the heading to appear (lazy route chunks, data; a heading inside an
 * `aria-busy="true"` loading frame does not count, as the page replaces it) and leaves focus alone
 * while a modal dialog is open (it owns focus; e.g. the pass-number selection after login) or once the traveller has
 * focused something inside `<main>` of the new page themselves (typing into a field). A closing dialog (the
 * mobile menu drawer after choosing an entry) is waited for, so its focus return does not win.
 */
function useFocusHeadingOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return undefined;

    let timer: ReturnType<typeof setTimeout> | undefined;
    const focusedAtNavigation = document.activeElement;
    const deadline = Date.now() + FOCUS_WAIT_MS;
    const attempt = () => {
      // The traveller is already working in the new page (typing in a field that showed before the heading was
      // final): focus stays where they are.
      const active = document.activeElement;
      if (active !== focusedAtNavigation && active instanceof HTMLElement && active.closest('main')) return;
      const heading = [
        ...document.querySelectorAll<HTMLElement>('main h1'),
        ...document.querySelectorAll<HTMLElement>('h1'),
      ].find((h1) => !h1.closest('[aria-busy="true"]'));
      if (heading && !modalIsOpen()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
        return;
      }
      if (Date.now() < deadline) timer = setTimeout(attempt, FOCUS_POLL_MS);
    };
    // After this commit and the closing dialog's own focus return (Radix restores focus on unmount).
    timer = setTimeout(attempt, 0);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [pathname]);
}

/** Root layout route element: runs {@link useFocusHeadingOnNavigation} around the matched routes. */
export function RouteFocusLayout() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}
