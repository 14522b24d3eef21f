import { PlayerSessionGate } from '@/components/auth/player-session-gate';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PicklezonePage } from '@/features/picklezone';
import { useMessages } from '@/lib/i18n';

/** /picklezone: the community hub, for a signed-in player (else /picklezone/login). */
export function PicklezoneRoute() {
  const { meta, picklezone } = useMessages();
  const t = picklezone.session;
  return (
    <PlayerSessionGate
      loginPath={paths.picklezone.login}
      seo={meta.picklezone}
      texts={{
        checking: t.checking,
        failedTitle: t.failedTitle,
        failed: t.failed,
        backToLogin: t.backToLogin,
      }}
    >
      {(player) => (
        <>
          <Seo title={meta.picklezone.title} description={meta.picklezone.description} />
          <PicklezonePage player={player} />
        </>
      )}
    </PlayerSessionGate>
  );
}
