import { Link } from 'react-router';

import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { Button } from '@/components/ui/button';
import { LogOutIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { NotificationBellSlot } from '@/features/notifications';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { savePlayerLanguage } from '../api/save-language';

export interface DashboardHeaderProps {
  player: Player;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The portal's own top bar (the dashboard has no site header): home link, name, Logout. */
export function DashboardHeader({ player, onLogout, isLoggingOut }: DashboardHeaderProps) {
  const { players, common, nav } = useMessages();
  const t = players.dashboard;
  return (
    <header className="bg-brand-950 text-white">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          aria-label={nav.homeLinkLabel}
          className="flex min-w-0 items-center gap-3 rounded-lg"
        >
          <Logo className="size-10" isDecorative />
          <span className="min-w-0">
            <span className="block truncate text-sm font-bold">{common.associationShortName}</span>
            <span className="block truncate text-xs text-brand-200">{t.portalName}</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <NotificationBellSlot signedIn />
          <LanguageSwitcher onSwitch={savePlayerLanguage} />
          <span className="hidden max-w-56 truncate text-sm text-brand-100 sm:block">
            {player.fullName}
          </span>
          <Button variant="inverse" size="sm" onClick={onLogout} disabled={isLoggingOut}>
            <LogOutIcon className="size-4" />
            {/* On a phone the icon alone, beside the language switcher. */}
            <span className="sr-only sm:not-sr-only">{isLoggingOut ? t.loggingOut : t.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
