import { drawnIcon } from './icons';

/*
 * The signed-in navigation's icons (the app shell's menu; the car and the calendar also on the welcome page and
 * the trip views): a module of their own, so /login's entry chunk does not carry them (docs/performance.md).
 */

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
