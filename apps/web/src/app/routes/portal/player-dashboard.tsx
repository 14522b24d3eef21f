import { Link, Navigate } from 'react-router';

import { FullPageError, FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PlayerDashboard } from '@/features/players/components/player-dashboard';
import { usePlayerMe } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';

import { PORTAL_TABS } from './portal-tabs';

/**
 * /player/dashboard: asks the server who is signed in. No player session → /player/login (the
 * local keys are cleared); the server unreachable → a retry state.
 */
export function PlayerDashboardRoute() {
  const { meta, players } = useMessages();
  const t = players.dashboard;
  const me = usePlayerMe();

  if (me.data === null) return <Navigate to={paths.player.login} replace />;
  if (me.data) return <PlayerDashboard player={me.data} tabs={PORTAL_TABS} />;

  const seo = (
    <Seo title={meta.playerDashboard.title} description={meta.playerDashboard.description} />
  );
  if (me.isError) {
    return (
      <>
        {seo}
        <FullPageError
          title={t.sessionCheckFailedTitle}
          message={t.sessionCheckFailed}
          onRetry={() => void me.refetch()}
          isRetrying={me.isFetching}
        >
          <Link
            to={paths.player.login}
            className="mt-4 block text-sm font-semibold text-brand-700 hover:underline"
          >
            {t.backToLogin}
          </Link>
        </FullPageError>
      </>
    );
  }
  return (
    <>
      {seo}
      <FullPageLoading label={t.checkingSession} />
    </>
  );
}
