import { Suspense, useEffect, useRef, useState } from 'react';

import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link';
import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { MenuIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSessionWatch } from '@/hooks/use-session-watch';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Admin } from '@app/shared/admins';

import { adminMeQueryKey } from '../api/get-admin-me';
import { useAdminAttention } from '../api/get-attention';
import { useAdminSection } from '../hooks/use-admin-section';
import type { AdminSection } from '../utils/admin-sections';

import { ADMIN_SIDEBAR_ID, AdminSidebar } from './admin-sidebar';
import { waitingIn } from './admin-sidebar-nav';
import { SectionErrorBoundary } from './section-error-boundary';

export interface AdminDashboardLayoutProps {
  admin: Admin;
  /** The sections this admin may open, in sidebar order (the first is the default). */
  sections: readonly AdminSection[];
}

/** Sidebar + the selected section. At ≤ 768 px the sidebar becomes a drawer behind a toggle. */
export function AdminDashboardLayout({
  admin: signedInAdmin,
  sections,
}: AdminDashboardLayoutProps) {
  const { admin, common } = useMessages();
  const section = useAdminSection(sections) ?? sections[0]!;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useSessionWatch(adminMeQueryKey);
  const attention = useAdminAttention(section.id);
  const waiting = sections.reduce((sum, s) => sum + waitingIn(attention, s.id), 0);

  const closeMenu = () => {
    setIsMenuOpen(false);
    toggleRef.current?.focus();
  };

  // After choosing a section in the drawer, continue from the new section's heading.
  const handleNavigate = () => {
    if (!isMenuOpen) return;
    setIsMenuOpen(false);
    headingRef.current?.focus();
  };

  useEffect(() => {
    if (!isMenuOpen) return;
    closeRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isMenuOpen]);

  const title = admin.sections[section.labelKey];
  const Section = section.component;

  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900 min-[769px]:flex">
      <Seo
        title={formatMessage(admin.dashboard.documentTitle, { section: title })}
        description={admin.dashboardMetaDescription}
      />
      <AdminSidebar
        sections={sections}
        activeId={section.id}
        isOpen={isMenuOpen}
        onClose={closeMenu}
        onNavigate={handleNavigate}
        closeButtonRef={closeRef}
        attention={attention}
      />
      {isMenuOpen ? (
        <div
          aria-hidden="true"
          onClick={closeMenu}
          className="fixed inset-0 z-30 bg-slate-900/50 min-[769px]:hidden"
        />
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:px-6 min-[769px]:px-8 min-[769px]:py-5">
          <button
            ref={toggleRef}
            type="button"
            onClick={() => setIsMenuOpen(true)}
            aria-label={
              waiting > 0
                ? formatMessage(admin.sidebar.openMenuWaiting, { count: waiting })
                : admin.sidebar.openMenu
            }
            aria-expanded={isMenuOpen}
            aria-controls={ADMIN_SIDEBAR_ID}
            className="relative rounded-lg p-2 text-brand-800 hover:bg-brand-50 min-[769px]:hidden"
          >
            <MenuIcon className="size-6" />
            {waiting > 0 ? (
              <span
                aria-hidden="true"
                className="absolute top-1 right-1 size-2.5 rounded-full bg-amber-500 ring-2 ring-white"
              />
            ) : null}
          </button>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 flex-1 truncate text-lg font-bold text-slate-900 focus:shadow-none focus:outline-none min-[769px]:text-2xl"
          >
            {title}
          </h1>
          <p className="hidden text-sm text-slate-500 sm:block">
            {formatMessage(admin.dashboard.signedInAs, { username: signedInAdmin.username })}
          </p>
        </header>

        <main id={MAIN_CONTENT_ID} className="flex-1 p-4 sm:p-6 min-[769px]:p-8">
          <SectionErrorBoundary
            key={section.id}
            fallback={(reset) => (
              <div className="space-y-3">
                <FormError message={admin.dashboard.sectionFailed} />
                <Button variant="outline" onClick={reset}>
                  {common.retry}
                </Button>
              </div>
            )}
          >
            <Suspense
              fallback={
                <div role="status" className="flex items-center gap-3 py-10 text-slate-600">
                  <Spinner className="size-6 border-2" />
                  {common.loading}
                </div>
              }
            >
              <Section />
            </Suspense>
          </SectionErrorBoundary>
        </main>
      </div>
    </div>
  );
}
