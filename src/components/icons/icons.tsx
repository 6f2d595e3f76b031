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

/** An icon component drawing `shapes` (SVG elements in the 24×24 box) as a decorative {@link Icon}. */
function drawnIcon(...shapes: ReactElement[]) {
  return function DrawnIcon(props: IconProps) {
    return createElement(Icon, props, ...shapes);
  };
}

/** House (nav: home). */
export const HomeIcon = drawnIcon(<path d="M3 10.5 12 3l9 7.5" />, <path d="M5 9.5V21h5v-6h4v6h5V9.5" />);

/** Car (nav: book trip). */
export const CarIcon = drawnIcon(
  <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />,
  <path d="M3 12h18" />,
  <circle cx="7.5" cy="17" r="2" />,
  <circle cx="16.5" cy="17" r="2" />,
  <path d="M9.5 17h5" />,
);

/** Calendar (nav: my trips). */
export const CalendarIcon = drawnIcon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M3 10h18M8 3v4M16 3v4" />,
);

/** Person (nav: profile). */
export const UserIcon = drawnIcon(<circle cx="12" cy="8" r="4" />, <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />);

/** Door with arrow (nav: log out). */
export const LogoutIcon = drawnIcon(
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />,
  <path d="M16 17l5-5-5-5M21 12H9" />,
);

/** Three bars (menu button). */
export const MenuIcon = drawnIcon(<path d="M4 6h16M4 12h16M4 18h16" />);

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
