import { Link, Navigate } from 'react-router';

import { FullPageError, FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { PicklezonePage } from '@/features/picklezone/components/picklezone-page';
import { usePlayerMe } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';

/**
 * /picklezone: the community hub. Asks the server who is signed in; no player session →
 * /picklezone/login; the server unreachable → a retry state.
 */
export function PicklezoneRoute() {
  const { meta, picklezone } = useMessages();
  const t = picklezone.session;
  const me = usePlayerMe();

  if (me.data === null) return <Navigate to={paths.picklezone.login} replace />;

  const seo = <Seo title={meta.picklezone.title} description={meta.picklezone.description} />;
  if (me.data) {
    return (
      <>
        {seo}
        <PicklezonePage player={me.data} />
      </>
    );
  }
  if (me.isError) {
    return (
      <>
        {seo}
        <FullPageError
          title={t.failedTitle}
          message={t.failed}
          onRetry={() => void me.refetch()}
          isRetrying={me.isFetching}
        >
          <Link
            to={paths.picklezone.login}
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
      <FullPageLoading label={t.checking} />
    </>
  );
}
