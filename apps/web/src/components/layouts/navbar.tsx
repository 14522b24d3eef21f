import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useScrollThresholds } from '@/hooks/use-scroll-thresholds';
import { useMessages } from '@/lib/i18n';

import { LanguageSwitcher } from './language-switcher';
import { NavbarAccount, usePlayerSessionName } from './navbar-account';

interface NavItem {
  to: string;
  label: string;
}

/** Smallest width with every link in the bar (a 1366 px laptop has them); below it, the menu. */
const DESKTOP_QUERY = '(min-width: 1360px)';

/**
 * Site navigation bar: logo and name, the 'Beta 2.0' badge, the spec's links (Home only off
 * the home page) and a player's way around (Training, News, PickleZone, the finder), Sign in or
 * My portal as its call to action, Admin Login as a plain link; scroll styles (data-scrolled
 * past 50 px, data-on-white past 670 px) and a menu with an overlay below 1360 px. Whether a
 * player is signed in comes from the browser's hint after hydration: the server's HTML is the
 * same for everyone.
 */
export function Navbar({
  renderAccount,
}: {
  /** Shown in the header when given (the bell for a signed-in player). */
  renderAccount?: (tone: 'dark' | 'light') => ReactNode;
} = {}) {
  const m = useMessages();
  const { pathname } = useLocation();
  const isHome = pathname === paths.home;
  const { isScrolled, isOnWhite } = useScrollThresholds();
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenOn === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useScrollLock(isMenuOpen);

  useEffect(() => {
    if (!isMenuOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setMenuOpenOn(null);
        toggleRef.current?.focus();
      }
    }
    const desktop =
      typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;
    function handleDesktop(event: MediaQueryListEvent) {
      if (event.matches) setMenuOpenOn(null);
    }
    document.addEventListener('keydown', handleKeyDown);
    desktop?.addEventListener('change', handleDesktop);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      desktop?.removeEventListener('change', handleDesktop);
    };
  }, [isMenuOpen]);

  const playerName = usePlayerSessionName();
  const items: NavItem[] = [
    ...(isHome ? [] : [{ to: paths.home, label: m.nav.home }]),
    { to: paths.tournament, label: m.nav.tournament },
    { to: paths.training, label: m.nav.training },
    { to: paths.news, label: m.nav.news },
    { to: paths.picklezone.feed, label: m.nav.picklezone },
    { to: paths.coaches, label: m.nav.finder },
    { to: paths.registeredOrganizers, label: m.nav.registeredOrganizers },
  ];
  const adminLogin: NavItem = { to: paths.admin.login, label: m.nav.adminLogin };

  const closeMenu = () => setMenuOpenOn(null);
  const isLight = isOnWhite;

  return (
    <>
      {isMenuOpen ? (
        <div
          data-testid="mobile-menu-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-950/60 animate-fade-in min-[1360px]:hidden"
          onClick={closeMenu}
        />
      ) : null}
      <header
        data-scrolled={String(isScrolled)}
        data-on-white={String(isOnWhite)}
        data-menu-open={String(isMenuOpen)}
        className={cn(
          'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,padding] duration-300',
          isLight
            ? 'bg-white/95 text-brand-900 shadow-md backdrop-blur'
            : isScrolled || isMenuOpen
              ? 'bg-brand-950/95 text-white shadow-lg backdrop-blur'
              : 'bg-transparent text-white',
        )}
      >
        <div
          className={cn(
            'mx-auto flex max-w-[84rem] items-center justify-between gap-2 px-3 transition-[padding] duration-300 sm:px-6 lg:px-8 min-[1360px]:px-4',
            isScrolled ? 'py-2' : 'py-3 sm:py-4',
          )}
        >
          <div className="flex shrink-0 items-center gap-1.5 sm:gap-3">
            <Link to={paths.home} className="flex items-center gap-1.5 rounded-lg sm:gap-3">
              <Logo
                isDecorative
                className={cn(
                  'shrink-0 transition-all',
                  isScrolled ? 'size-10' : 'size-10 sm:size-12',
                )}
              />
              {/* Two lines at most, in both languages: the name keeps its width. */}
              <span className="w-[9.25rem] text-[0.8125rem] font-extrabold leading-tight sm:w-auto sm:max-w-[11rem] sm:text-base min-[1360px]:max-w-[9.5rem] min-[1360px]:text-sm">
                {m.common.associationName}
              </span>
            </Link>
            <span className="shrink-0 rounded-full bg-accent-400 px-1.5 py-0.5 text-[0.625rem] font-bold uppercase tracking-wide text-brand-950 sm:px-2 sm:text-[0.6875rem]">
              {m.common.betaBadge}
            </span>
          </div>

          <nav aria-label={m.nav.mainLabel} className="hidden min-[1360px]:block">
            <ul className="flex items-center">
              {items.map((item) => (
                <li key={item.to}>
                  <DesktopLink item={item} isLight={isLight} />
                </li>
              ))}
              <li>
                {/* There for staff, but not the bar's call to action: a quiet icon. */}
                <NavLink
                  to={adminLogin.to}
                  end
                  aria-label={adminLogin.label}
                  title={adminLogin.label}
                  className="inline-flex size-9 items-center justify-center rounded-full opacity-80 hover:opacity-100"
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <rect x="5" y="11" width="14" height="10" rx="2" />
                    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
                  </svg>
                </NavLink>
              </li>
            </ul>
          </nav>

          {/* The bell's place is kept, signed in or not: it appears without moving anything. */}
          {renderAccount ? (
            <div className="ml-auto size-10 shrink-0 min-[1360px]:ml-0">
              {renderAccount(isLight ? 'light' : 'dark')}
            </div>
          ) : null}

          {/* On phones the switcher is in the menu: the header has no room beside the name. */}
          <div className="hidden shrink-0 sm:block">
            <LanguageSwitcher tone={isLight ? 'light' : 'dark'} isCompact />
          </div>

          <div className="hidden shrink-0 lg:block">
            <NavbarAccount name={playerName} isLight={isLight} />
          </div>

          <button
            ref={toggleRef}
            type="button"
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-lg min-[1360px]:hidden',
              isLight ? 'hover:bg-brand-50' : 'hover:bg-white/10',
            )}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? m.nav.closeMenu : m.nav.openMenu}
            onClick={() => setMenuOpenOn(isMenuOpen ? null : pathname)}
          >
            <MenuIcon isOpen={isMenuOpen} />
          </button>
        </div>

        <nav
          id={menuId}
          aria-label={m.nav.mobileLabel}
          hidden={!isMenuOpen}
          className={cn(
            'absolute inset-x-0 top-full border-t shadow-xl min-[1360px]:hidden',
            isLight ? 'border-slate-200 bg-white' : 'border-white/10 bg-brand-950',
          )}
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 sm:px-6">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-4 py-3 text-base font-semibold',
                      isLight
                        ? isActive
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-brand-900 hover:bg-brand-50'
                        : isActive
                          ? 'bg-white/10 text-accent-300'
                          : 'text-white hover:bg-white/10',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="mt-2 lg:hidden">
              <NavbarAccount name={playerName} isLight={isLight} isMenu onNavigate={closeMenu} />
            </li>
            <li>
              <NavLink
                to={adminLogin.to}
                end
                onClick={closeMenu}
                className="block rounded-lg px-4 py-3 text-center text-sm font-semibold opacity-80 hover:opacity-100"
              >
                {adminLogin.label}
              </NavLink>
            </li>
          </ul>
          <div className="mx-auto max-w-6xl border-t border-current/10 px-6 py-3 sm:hidden">
            <LanguageSwitcher tone={isLight ? 'light' : 'dark'} />
          </div>
        </nav>
      </header>
    </>
  );
}

function DesktopLink({ item, isLight }: { item: NavItem; isLight: boolean }) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        cn(
          'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-1.5 text-[0.8125rem] font-semibold transition-colors 2xl:px-3 2xl:text-sm',
          isLight
            ? isActive
              ? 'bg-brand-50 text-brand-800'
              : 'text-brand-900 hover:bg-brand-50'
            : isActive
              ? 'bg-white/10 text-accent-300'
              : 'text-white hover:bg-white/10',
        )
      }
    >
      {item.label}
    </NavLink>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {isOpen ? (
        <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
      ) : (
        <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
      )}
    </svg>
  );
}
