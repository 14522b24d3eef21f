import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router';

import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { CloseIcon, HomeIcon, LogOutIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import type { AdminAttention } from '@app/shared/staff';

import { useAdminLogout } from '../api/admin-logout';
import { saveAdminLanguage } from '../api/save-language';
import type { AdminSection } from '../utils/admin-sections';

import { AdminSidebarNav } from './admin-sidebar-nav';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

export interface AdminSidebarProps {
  sections: readonly AdminSection[];
  activeId: string;
  /** Only meaningful at ≤ 768 px, where the sidebar is a drawer. */
  isOpen: boolean;
  onClose: () => void;
  /** Called when a section link is chosen. */
  onNavigate: () => void;
  closeButtonRef?: Ref<HTMLButtonElement>;
  /** Counts for the sections' badges. */
  attention?: AdminAttention;
}

const FOOTER_ITEM_CLASS =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-50/90 ' +
  'hover:bg-white/10 hover:text-white disabled:cursor-wait disabled:opacity-70';

export function AdminSidebar({
  sections,
  activeId,
  isOpen,
  onClose,
  onNavigate,
  closeButtonRef,
  attention,
}: AdminSidebarProps) {
  const { admin, common } = useMessages();
  const navigate = useNavigate();
  const logout = useAdminLogout();

  const handleLogout = () => {
    logout.mutate(undefined, {
      onSuccess: () => void navigate(paths.admin.login, { replace: true }),
    });
  };

  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      className={`fixed inset-y-0 left-0 z-40 flex w-72 flex-col bg-gradient-to-b from-brand-900 to-brand-950 text-white shadow-xl transition-[translate,visibility] duration-200 min-[769px]:visible min-[769px]:sticky min-[769px]:top-0 min-[769px]:h-dvh min-[769px]:w-64 min-[769px]:translate-x-0 min-[769px]:shadow-none ${
        isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full'
      }`}
    >
      <div className="flex items-center gap-3 border-b border-white/10 px-5 py-5">
        <Logo className="size-11" isDecorative />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{admin.dashboard.panelName}</p>
          <p className="text-xs leading-snug text-brand-200/80">{common.associationName}</p>
        </div>
        <button
          ref={closeButtonRef}
          type="button"
          onClick={onClose}
          aria-label={admin.sidebar.closeMenu}
          aria-controls={ADMIN_SIDEBAR_ID}
          className="rounded-md p-1.5 text-brand-100 hover:bg-white/10 min-[769px]:hidden"
        >
          <CloseIcon />
        </button>
      </div>

      <AdminSidebarNav
        sections={sections}
        activeId={activeId}
        onNavigate={onNavigate}
        attention={attention}
      />

      <div className="space-y-1 border-t border-white/10 px-3 py-4">
        <div className="px-1">
          <LanguageSwitcher onSwitch={saveAdminLanguage} />
        </div>
        <Link to={paths.home} className={FOOTER_ITEM_CLASS}>
          <HomeIcon className="size-5 shrink-0" />
          {admin.sidebar.home}
        </Link>
        <button
          type="button"
          onClick={handleLogout}
          disabled={logout.isPending}
          className={FOOTER_ITEM_CLASS}
        >
          <LogOutIcon className="size-5 shrink-0" />
          {logout.isPending ? admin.sidebar.loggingOut : admin.sidebar.logout}
        </button>
        {logout.isError ? (
          <p role="alert" className="px-3 pt-1 text-xs text-red-200">
            {admin.sidebar.logoutFailed}
          </p>
        ) : null}
      </div>
    </aside>
  );
}
