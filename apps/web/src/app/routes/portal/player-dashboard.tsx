import { PlayerSessionGate } from '@/components/auth/player-session-gate';
import { paths } from '@/config/paths';
import { PlayerDashboard } from '@/features/players';
import { DeletionPrompt, PolicyPrompt } from '@/features/privacy';
import { useMessages } from '@/lib/i18n';

import { PORTAL_TABS } from './portal-tabs';

/** /player/dashboard: the player portal, for a signed-in player (else /player/login). */
export function PlayerDashboardRoute() {
  const { meta, players } = useMessages();
  const t = players.dashboard;
  return (
    <PlayerSessionGate
      loginPath={paths.player.login}
      seo={meta.playerDashboard}
      texts={{
        checking: t.checkingSession,
        failedTitle: t.sessionCheckFailedTitle,
        failed: t.sessionCheckFailed,
        backToLogin: t.backToLogin,
      }}
    >
      {(player) => (
        <>
          <PlayerDashboard player={player} tabs={PORTAL_TABS} />
          <DeletionPrompt />
          <PolicyPrompt />
        </>
      )}
    </PlayerSessionGate>
  );
}
