import { Navigate } from 'react-router';

import { FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PlayerLoginScreen, savePlayerLanguage } from '@/features/players';
import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';
import { useOpenAfterSignIn } from '@/lib/open-in-language';

/** /player/login: the sign-in page; a player who is already signed in goes to the dashboard. */
export function PlayerLoginRoute() {
  const { meta, players } = useMessages();
  const openInLanguage = useOpenAfterSignIn(savePlayerLanguage);
  const me = useOptionalPlayerMe();

  if (me.data) return <Navigate to={paths.player.dashboard} replace />;

  const seo = <Seo title={meta.playerLogin.title} description={meta.playerLogin.description} />;

  // The local flag only decides whether to wait for the server before showing the form.
  if (me.isPending && me.hasHint) {
    return (
      <>
        {seo}
        <FullPageLoading label={players.login.checkingSession} />
      </>
    );
  }

  return (
    <>
      {seo}
      <PlayerLoginScreen
        onSignedIn={(language) => openInLanguage(paths.player.dashboard, language)}
      />
    </>
  );
}
