import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Footer } from './footer';
import { Navbar } from './navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export interface PublicLayoutProps {
  /** Policy buttons and modals for the footer (the legal feature's `PolicyLinks`). */
  policyLinks?: ReactNode;
  /** The signed-in player's corner of the header (the notifications feature's bell). */
  renderAccount?: (tone: 'dark' | 'light') => ReactNode;
  /** Page content; defaults to the matched child route. */
  children?: ReactNode;
}

/** Layout of the public site: skip link, fixed navbar, main landmark, footer. */
export function PublicLayout({ policyLinks, renderAccount, children }: PublicLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // After client-side navigation, move focus to the new content so screen readers announce it.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Navbar renderAccount={renderAccount} />
      <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>
      <Footer policyLinks={policyLinks} />
    </div>
  );
}
