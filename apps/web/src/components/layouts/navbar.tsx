import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { cn } from '@/components/ui/class-names';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { useScrollThresholds } from '@/hooks/use-scroll-thresholds';
import { useMessages } from '@/lib/i18n';

import { LanguageSwitcher } from './language-switcher';

interface NavItem {
  to: string;
  label: string;
  isCta?: boolean;
}

/** Largest width at which the mobile menu is used (Tailwind `lg` starts at 1024 px). */
const DESKTOP_QUERY = '(min-width: 1024px)';

/**
 * Site navigation bar: logo and name, the spec's links (Home only off the home page), the
 * 'Beta 2.0' badge, scroll styles (data-scrolled past 50 px, data-on-white past 670 px) and a
 * mobile menu with an overlay.
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

  const items: NavItem[] = [
    ...(isHome ? [] : [{ to: paths.home, label: m.nav.home }]),
    { to: paths.tournament, label: m.nav.tournament },
    { to: paths.registeredOrganizers, label: m.nav.registeredOrganizers },
    { to: paths.admin.login, label: m.nav.adminLogin, isCta: true },
  ];

  const closeMenu = () => setMenuOpenOn(null);
  const isLight = isOnWhite;

  return (
    <>
      {isMenuOpen ? (
        <div
          data-testid="mobile-menu-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-950/60 animate-fade-in lg:hidden"
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
            'mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 transition-[padding] duration-300 sm:px-6 lg:px-8',
            isScrolled ? 'py-2' : 'py-3 sm:py-4',
          )}
        >
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Link to={paths.home} className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-3">
              <Logo
                isDecorative
                className={cn('transition-all', isScrolled ? 'size-10' : 'size-11 sm:size-12')}
              />
              <span className="max-w-[10.5rem] text-sm font-extrabold leading-tight sm:max-w-none sm:text-base lg:text-lg">
                {m.common.associationName}
              </span>
            </Link>
            <span className="shrink-0 rounded-full bg-accent-400 px-2 py-0.5 text-[0.6875rem] font-bold uppercase tracking-wide text-brand-950">
              {m.common.betaBadge}
            </span>
          </div>

          <nav aria-label={m.nav.mainLabel} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.to}>
                  <DesktopLink item={item} isLight={isLight} />
                </li>
              ))}
            </ul>
          </nav>

          {renderAccount ? (
            <div className="ml-auto shrink-0 lg:order-last lg:ml-0">
              {renderAccount(isLight ? 'light' : 'dark')}
            </div>
          ) : null}

          {/* On phones the switcher is in the menu: the header has no room beside the name. */}
          <div className="hidden shrink-0 sm:block lg:order-last">
            <LanguageSwitcher tone={isLight ? 'light' : 'dark'} />
          </div>

          <button
            ref={toggleRef}
            type="button"
            className={cn(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-lg lg:hidden',
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
            'absolute inset-x-0 top-full border-t shadow-xl lg:hidden',
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
                      item.isCta
                        ? 'mt-2 bg-accent-400 text-center text-brand-950 hover:bg-accent-300'
                        : isLight
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
  if (item.isCta) {
    return (
      <NavLink
        to={item.to}
        end
        className={cn(
          'ml-2 inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-5 text-sm font-bold transition-colors',
          isLight
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'bg-accent-400 text-brand-950 hover:bg-accent-300',
        )}
      >
        {item.label}
      </NavLink>
    );
  }
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        cn(
          'inline-flex min-h-10 items-center whitespace-nowrap rounded-full px-3 text-sm font-semibold transition-colors xl:px-4',
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
