import { screen, waitFor, type ByRoleOptions, type waitForOptions } from '@testing-library/react';

/**
 * Whether pointer input reaches `element`, read as user-event reads it: the closest declared `pointer-events` on
 * the element or an ancestor decides, and `none` blocks a click.
 */
function takesPointerInput(element: Element): boolean {
  const view = element.ownerDocument.defaultView!;
  for (let el: Element | null = element; el; el = el.parentElement) {
    const value = view.getComputedStyle(el).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value !== 'none';
  }
  return true;
}

/**
 * `screen.findByRole('dialog', options, waitOptions)`, resolved once the dialog takes clicks. A modal Radix layer
 * sets `pointer-events: none` on the body in an effect and gives itself `pointer-events: auto` in the re-render
 * that effect requests; when the dialog's code loads lazily (`lazyUntilOpen`), that re-render runs on React's
 * scheduler, after the dialog is already in the DOM, so a click in between would land on a blocked button. Throws
 * as `findByRole` does when no such dialog appears, or when it stays blocked past the timeout.
 */
export async function findDialog(
  options?: ByRoleOptions,
  waitOptions?: waitForOptions,
): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', options, waitOptions);
  await waitFor(() => {
    if (!takesPointerInput(dialog)) throw new Error('the dialog does not take pointer input yet');
  }, waitOptions);
  return dialog;
}
