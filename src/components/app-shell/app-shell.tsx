import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useI18n, type TranslationKey } from '../../i18n/i18n';
import { Button } from '../button/button';
import type { IconProps } from '../icons/icons';
import { CalendarIcon, CarIcon, HomeIcon, LogoutIcon, MenuIcon, UserIcon } from '../icons/nav-icons';
import { PageFooter } from '../page-footer/page-footer';
import { RouteProgress } from '../route-progress/route-progress';
import * as styles from './app-shell.css';
import { MainContent, SkipLink } from './skip-link';

/** One sidebar entry. */
interface NavItem {
  /** Route path, e.g. '/home'. */
  to: string;
  /** Dictionary key of the label, e.g. 'nav.home'. */
  labelKey: TranslationKey;
  icon: ComponentType<IconProps>;
}

/** product §2.1 sidebar: home, book trip, my trips, profile, log out (the /logout route logs out). */
const NAV_ITEMS: readonly NavItem[] = [
  { to: '/home', labelKey: 'nav.home', icon: HomeIcon },
  { to: '/book-trip', labelKey: 'nav.bookTrip', icon: CarIcon },
  { to: '/my-trips', labelKey: 'nav.myTrips', icon: CalendarIcon },
  { to: '/profile', labelKey: 'nav.profile', icon: UserIcon },
  { to: '/logout', labelKey: 'nav.logout', icon: LogoutIcon },
];

/**
 * The drawer's dialog (Radix Dialog, ~16 KB gzip with its primitives), loaded when the menu is first opened
 * (dialogs load on first opening), so the signed-in pages paint without it.
 */
const loadDialog = () => import('../dialog/dialog');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

/** App version shown in the sidebar footer (product §9). */
export const APP_VERSION = '4.1.0';

/** Props of {@link Navigation}. */
interface NavigationProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
  /** Starts loading a route's page (its chunk) on hover, focus and touch of its link. */
  onPreload?: (to: string) => void;
}

function Navigation({ items, onNavigate, onPreload }: NavigationProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('app.mainNavigation')}>
      <ul className={styles.navList}>
        {items.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              onPointerEnter={() => onPreload?.(to)}
              onFocus={() => onPreload?.(to)}
              onTouchStart={() => onPreload?.(to)}
              className={({ isActive }) =>
                isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink
              }
            >
              <Icon />
              <span>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Props of {@link AppShell}. */
export interface AppShellProps {
  children?: ReactNode;
  /** Version text in the sidebar footer, without the "v" (default 4.1.0). */
  version?: string;
  /** Partner logo (or its text) in the sidebar footer; default the `app.partner` text. */
  partner?: ReactNode;
  /** Sidebar entries; default {@link NAV_ITEMS}. */
  navItems?: readonly NavItem[];
  /** Starts loading the page of a navigation link's route on hover, focus and touch (src/app's route table). */
  onPreload?: (to: string) => void;
  /** Shown at the top of `<main>` on every page (the offline banner). */
  banner?: ReactNode;
}

/**
 * Layout of the signed-in pages (product §2): a skip link, a 300px sidebar (brand, navigation with icons and the
 * active route highlighted and marked `aria-current="page"` by NavLink, footer with version and partner), the
 * `<main>` landmark (the skip link's target) and the page footer. Under 768px the sidebar is replaced by a top bar
 * whose Menu button opens the same navigation in a drawer dialog (closed again after choosing an entry).
 * Its links preload their page (`onPreload`); while a route change waits for its page, `<main>` is busy and inert
 * and {@link RouteProgress} shows. Must be rendered inside a react-router router.
 */
export function AppShell({
  children,
  version = APP_VERSION,
  partner,
  navItems = NAV_ITEMS,
  onPreload,
  banner,
}: AppShellProps) {
  const { t } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  // Latched once the menu was opened: the dialog then stays mounted so it can close (and return focus) normally.
  const [menuUsed, setMenuUsed] = useState(false);
  const prefetchMenu = () => void loadDialog().catch(() => undefined);

  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.topBar}>
        {/* The dialog's opener (focus returns here on close, see Dialog); the chunk starts loading on hover,
            focus or press, so it is usually there by the click. */}
        <Button
          variant="ghost"
          aria-label={t('app.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={prefetchMenu}
          onFocus={prefetchMenu}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon />
        </Button>
        {menuUsed ? (
          <Suspense fallback={null}>
            <Dialog variant="drawer" open={menuOpen} onOpenChange={setMenuOpen} title={t('app.menu')}>
              <Navigation
                items={navItems}
                onNavigate={() => setMenuOpen(false)}
                {...(onPreload ? { onPreload } : {})}
              />
            </Dialog>
          </Suspense>
        ) : null}
        <span className={styles.brand}>{t('app.title')}</span>
      </header>

      <div className={styles.sidebar}>
        <span className={styles.brand}>{t('app.title')}</span>
        <Navigation items={navItems} {...(onPreload ? { onPreload } : {})} />
        <div className={styles.sidebarFooter}>
          <span className={styles.partner}>{partner ?? t('app.partner')}</span>
          <span>{t('app.version', { version })}</span>
        </div>
      </div>

      <div className={styles.content}>
        <RouteProgress />
        <MainContent className={styles.main}>
          {banner}
          {children}
        </MainContent>
        <PageFooter />
      </div>
    </div>
  );
}
