import { Navigate } from 'react-router';

import { FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PicklezoneLoginScreen } from '@/features/picklezone';
import { savePlayerLanguage } from '@/features/players';
import { useOptionalPlayerMe } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';
import { useOpenAfterSignIn } from '@/lib/open-in-language';

/** /picklezone/login: the hub's sign-in page; a player who is already signed in goes to the feed. */
export function PicklezoneLoginRoute() {
  const { meta, picklezone } = useMessages();
  const openInLanguage = useOpenAfterSignIn(savePlayerLanguage);
  const me = useOptionalPlayerMe();

  if (me.data) return <Navigate to={paths.picklezone.feed} replace />;

  const seo = (
    <Seo title={meta.picklezoneLogin.title} description={meta.picklezoneLogin.description} />
  );

  // The local flag only decides whether to wait for the server before showing the form.
  if (me.isPending && me.hasHint) {
    return (
      <>
        {seo}
        <FullPageLoading label={picklezone.session.checking} />
      </>
    );
  }

  return (
    <>
      {seo}
      <PicklezoneLoginScreen
        onSignedIn={(language) => openInLanguage(paths.picklezone.feed, language)}
      />
    </>
  );
}
