import type { ReactNode } from 'react';

import { SettingsCard } from '@/components/ui/settings-card';
import { useMessages } from '@/lib/i18n';

import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** The player portal's Security tab: optional two-factor sign-in and where they are signed in. */
export function AccountSecurityPanel({
  passwordCard,
}: {
  /** The change-password card (membership feature), composed in by the app. */
  passwordCard?: { title: string; content: ReactNode };
} = {}) {
  const { security } = useMessages();
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <SettingsCard id="player-two-factor-title" title={security.twoFactor.cardTitle}>
        <TwoFactorCard base="/api/players/me" />
      </SettingsCard>
      <SettingsCard id="player-sessions-title" title={security.sessions.cardTitle}>
        <SessionsCard base="/api/players/me" />
      </SettingsCard>
      {passwordCard ? (
        <SettingsCard id="player-password-title" title={passwordCard.title}>
          {passwordCard.content}
        </SettingsCard>
      ) : null}
    </div>
  );
}
