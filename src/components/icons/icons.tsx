import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

/** Props of every icon: SVG props plus `size` in CSS px (default 24). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Decorative 24×24 stroke icon: hidden from assistive technology (the text next to it carries the meaning). */
function Icon({ size = 24, children, ...props }: IconProps & { children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * An icon component drawing `shapes` (SVG elements in the 24×24 box) as a decorative {@link Icon}. The status and
 * link icons every page may show are below; the signed-in navigation's are in ./nav-icons.tsx, a module outside
 * the entry chunk (/login's performance budget, docs/performance.md).
 */
export function drawnIcon(...shapes: ReactElement[]) {
  return function DrawnIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}

/** Cross (close buttons). */
export const CloseIcon = drawnIcon(<path d="M6 6l12 12M18 6 6 18" />);

/** Circle with "i" (info, info toasts). */
export const InfoIcon = drawnIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 11v5M12 8h.01" />);

/** Circle with check (success toasts). */
export const CheckCircleIcon = drawnIcon(<circle cx="12" cy="12" r="9" />, <path d="m8 12 3 3 5-6" />);

/** Triangle with "!" (warning toasts). */
export const WarningIcon = drawnIcon(<path d="M12 3 2 20h20L12 3z" />, <path d="M12 10v4M12 17h.01" />);

/** Circle with "!" (error toasts). */
export const ErrorIcon = drawnIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v6M12 16h.01" />);

/** Box with outgoing arrow (external links). */
export const ExternalLinkIcon = drawnIcon(
  <path d="M14 4h6v6M20 4l-9 9" />,
  <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
