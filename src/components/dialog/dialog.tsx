import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type Ref, type RefObject } from 'react';
import { useI18n } from '../../i18n/i18n';
import { Button } from '../button/button';
import { CloseIcon } from '../icons/icons';
import * as styles from './dialog.css';

/** Props of {@link Dialog}. Controlled (`open` + `onOpenChange`) or uncontrolled (`trigger`, `defaultOpen`). */
export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with false on Escape, outside click, the close button or a {@link DialogClose}. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the dialog asks to close (Escape, outside click, the close button, a {@link DialogClose}). */
  onClose?: () => void;
  /** Element that opens the dialog (rendered as is, e.g. a <Button>); focus returns to it on close. */
  trigger?: ReactElement;
  /** Accessible name and visible heading. */
  title: ReactNode;
  /** Optional text read out with the title (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Footer buttons, right-aligned (e.g. Back / Confirm). */
  actions?: ReactNode;
  /** Label of the × button; default `common.close`. */
  closeLabel?: string;
  /** Hides the × button (then provide another way out in `actions`). */
  hideCloseButton?: boolean;
  /** When false, Escape and outside clicks do not close it (e.g. while a request runs). Default true. */
  dismissible?: boolean;
  /** `modal`: centred box; `drawer`: full-height panel from the left (mobile navigation). */
  variant?: 'modal' | 'drawer';
  /** Max width of a modal: sm 400px, md 560px, lg 700px. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * Where focus goes on close when the element that had it before opening is gone or was <body> (e.g. the
   * waiting backdrop's Cancel button before a confirmation dialog). Default: the page's h1.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus starts on open (e.g. the safe answer of a question); default: the first focusable element inside
   * (Radix's default).
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * The title's heading element, made focusable (`tabIndex` -1) when given: for a dialog whose heading changes to
   * say what happened (e.g. "Your trip has NOT been booked") and takes focus.
   */
  titleRef?: Ref<HTMLHeadingElement>;
  /** `id` of the dialog element (e.g. for the opener's `aria-controls`). */
  contentId?: string;
}

/** The page heading (first h1 in <main>, else the first h1), made focusable with tabIndex -1; null when absent. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Modal dialog on @radix-ui/react-dialog (product §2.7 dialogs): portalled to <body>, backdrop, focus moved inside
 * and trapped while open, Escape closes, focus returns to the element that had it before opening,
 * `role="dialog"` with `aria-labelledby` (title) and `aria-describedby` (description, when given).
 * A dialog opened without an opener (after login, after a request) or whose opener has left the page returns
 * focus to `returnFocusRef`, else to the page's h1, so keyboard users never land on <body> (WCAG 2.4.3).
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  trigger,
  title,
  description,
  children,
  actions,
  closeLabel,
  hideCloseButton = false,
  dismissible = true,
  variant = 'modal',
  size = 'md',
  className,
  returnFocusRef,
  initialFocusRef,
  titleRef,
  contentId,
}: DialogProps) {
  const { t } = useI18n();
  const opener = useRef<Element | null>(null);
  const preventWhenLocked = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const contentClass = [
    styles.content[variant],
    variant === 'modal' ? styles.size[size] : undefined,
    actions ? styles.withActions : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const descriptionProps = description === undefined ? { 'aria-describedby': undefined } : {};

  // Header, description and body; with actions they scroll on their own above the footer (see dialog.css.ts).
  const main = (
    <>
      <div className={styles.header}>
        <RadixDialog.Title ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
          {title}
        </RadixDialog.Title>
        {hideCloseButton ? null : (
          <RadixDialog.Close asChild>
            <Button
              variant="ghost"
              size="sm"
              aria-label={closeLabel ?? t('common.close')}
              className={styles.closeButton}
            >
              <CloseIcon />
            </Button>
          </RadixDialog.Close>
        )}
      </div>
      {description === undefined ? null : (
        <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
      )}
      {children === undefined ? null : <div className={styles.body}>{children}</div>}
    </>
  );

  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) onClose?.();
      }}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          id={contentId}
          className={contentClass}
          onEscapeKeyDown={preventWhenLocked}
          onPointerDownOutside={preventWhenLocked}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            const first = initialFocusRef?.current;
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            event.preventDefault();
            const usable = (el: Element | null | undefined): el is HTMLElement =>
              el instanceof HTMLElement && el !== document.body && el.isConnected;
            const restore = () => {
              const target = usable(back) ? back : (returnFocusRef?.current ?? pageHeading());
              if (usable(target) && !document.querySelector('[role="dialog"], [role="alertdialog"]'))
                target.focus();
            };
            restore();
            // Again after React has committed what the close caused, if focus fell back to <body> meanwhile (e.g.
            // the return-trip question's answer re-renders the form); focus placed elsewhere (the route's heading
            // after navigation) is kept.
            requestAnimationFrame(() => {
              if (!document.activeElement || document.activeElement === document.body) restore();
            });
          }}
          {...descriptionProps}
        >
          {actions ? (
            <>
              <div className={styles.scrollArea}>{main}</div>
              <div className={styles.actions}>{actions}</div>
            </>
          ) : (
            main
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps one child (e.g. a <Button>) so that activating it closes the surrounding {@link Dialog}. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
