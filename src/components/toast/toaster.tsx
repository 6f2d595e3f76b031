import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef, useSyncExternalStore, type ComponentType } from 'react';
import { useI18n } from '../../i18n/i18n';
import { CheckCircleIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon, type IconProps } from '../icons/icons';
import {
  dismiss,
  getToasts,
  subscribeToasts,
  TOAST_DURATION_MS,
  type ToastSeverity,
} from '../../lib/toast-store';
import * as styles from './toaster.css';

/**
 * The height of the toasts on screen in px (unset without toasts), set on `<html>`: dialogs
 * (src/components/dialog/dialog.css.ts) leave this much room at the top, so a toast never covers their buttons.
 */
const TOAST_STACK_VAR = '--toast-stack';

const severityIcons: Record<ToastSeverity, ComponentType<IconProps>> = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Default auto-close delay in ms (product §9: 5000). */
  duration?: number;
}

/**
 * Renders the toasts of the module store (toast-store.ts) with @radix-ui/react-toast, bottom right (product §8);
 * while a modal dialog is open they move to the top edge and the dialog moves down by their height
 * (`--toast-stack`), so a toast never covers a dialog's buttons.
 * Each toast closes itself after `duration` ms (paused while hovered or focused, per Radix), by its × button,
 * or by a swipe to the right. Radix announces each toast through a live region: warning/danger assertively,
 * info/success politely. The severity is also shown as a heading and icon, not by colour alone.
 * Mount once, near the root of the app.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const { t } = useI18n();
  const viewportRef = useRef<HTMLOListElement>(null);
  const hasToasts = toasts.length > 0;
  // Tells dialogs how much room the toasts take (TOAST_STACK_VAR), so a toast never covers a dialog's buttons.
  useEffect(() => {
    const viewport = viewportRef.current;
    const root = document.documentElement;
    const clear = () => root.style.removeProperty(TOAST_STACK_VAR);
    if (!viewport || !hasToasts || typeof ResizeObserver === 'undefined') {
      clear();
      return undefined;
    }
    const measure = () => root.style.setProperty(TOAST_STACK_VAR, `${viewport.offsetHeight}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    measure();
    return () => {
      observer.disconnect();
      clear();
    };
  }, [hasToasts]);

  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label={t('common.notifications')}>
      {toasts.map((item) => {
        const Icon = severityIcons[item.severity];
        return (
          <RadixToast.Root
            key={item.id}
            className={styles.toast[item.severity]}
            type={item.severity === 'warning' || item.severity === 'danger' ? 'foreground' : 'background'}
            duration={item.duration}
            data-severity={item.severity}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
          >
            <Icon size={22} className={styles.icon[item.severity]} />
            <div className={styles.text}>
              <RadixToast.Title className={styles.title}>
                {item.label ?? t(`toast.${item.severity}`)}
              </RadixToast.Title>
              <RadixToast.Description className={styles.description}>{item.message}</RadixToast.Description>
            </div>
            <RadixToast.Close className={styles.close} aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        ref={viewportRef}
        className={styles.viewport}
        label={t('common.notificationsRegion', { hotkey: '{hotkey}' })}
      />
    </RadixToast.Provider>
  );
}
