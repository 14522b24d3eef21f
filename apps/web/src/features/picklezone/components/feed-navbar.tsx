import { Link } from 'react-router';

import { LanguageSwitcher } from '@/components/layouts/language-switcher';
import { Button } from '@/components/ui/button';
import { ArrowLeftIcon, LogOutIcon, UserIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { NotificationBellSlot } from '@/features/notifications';
import { savePlayerLanguage } from '@/features/players';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { Avatar } from './avatar';

export interface FeedNavbarProps {
  player: Player;
  isProfileView: boolean;
  onToggleProfile: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

/** The hub's own top bar (no site header here): brand, Profile/Back toggle and Logout. */
export function FeedNavbar({
  player,
  isProfileView,
  onToggleProfile,
  onLogout,
  isLoggingOut,
}: FeedNavbarProps) {
  const { picklezone } = useMessages();
  const t = picklezone.nav;
  return (
    <header className="sticky top-0 z-30 bg-brand-950 text-white shadow-md">
      <div className="mx-auto flex max-w-5xl items-center gap-1.5 px-2.5 py-2.5 sm:gap-3 sm:px-6">
        <Link
          to={paths.home}
          aria-label={t.homeLink}
          className="shrink-0 rounded-lg focus-visible:outline-offset-4"
        >
          <Logo className="size-9 sm:size-10" isDecorative />
        </Link>
        {/* The hub's name is never cut: at 390 px the actions give way (no gaps) instead. */}
        <div className="min-w-0 shrink-0">
          <h1 className="text-base font-extrabold tracking-tight whitespace-nowrap sm:text-lg">
            {picklezone.name}
          </h1>
          <p className="hidden max-w-xs truncate text-xs text-brand-200 lg:block">
            {picklezone.tagline}
          </p>
        </div>

        <div className="ml-auto flex min-w-0 items-center gap-0 sm:gap-2">
          <NotificationBellSlot signedIn />
          <LanguageSwitcher onSwitch={savePlayerLanguage} />
          <span className="hidden items-center gap-2 text-sm text-brand-100 md:flex">
            <Avatar name={player.fullName} src={player.profilePicture} className="size-8 text-xs" />
            <span className="max-w-40 truncate lg:max-w-72">{player.fullName}</span>
          </span>
          <Button
            variant="inverse"
            size="sm"
            onClick={onToggleProfile}
            title={isProfileView ? t.backLabel : t.profileLabel}
          >
            {isProfileView ? <ArrowLeftIcon className="size-4" /> : <UserIcon className="size-4" />}
            <span className="sr-only sm:not-sr-only">{isProfileView ? t.back : t.profile}</span>
          </Button>
          <Button variant="accent" size="sm" onClick={onLogout} disabled={isLoggingOut}>
            <LogOutIcon className="size-4" />
            <span className="sr-only sm:not-sr-only">{isLoggingOut ? t.loggingOut : t.logout}</span>
          </Button>
        </div>
      </div>
    </header>
  );
}
