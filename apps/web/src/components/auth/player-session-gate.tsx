import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';

import { FullPageError, FullPageLoading } from '@/components/layouts/full-page-status';
import { Seo } from '@/components/seo';
import { usePlayerMe } from '@/lib/auth/player-me';
import type { Player } from '@app/shared/players';

export interface PlayerSessionGateProps {
  /** Where a visitor without a player session is sent. */
  loginPath: string;
  /** The page's title and description while the session is checked. */
  seo: { title: string; description: string };
  texts: { checking: string; failedTitle: string; failed: string; backToLogin: string };
  /** The page, for the signed-in player. */
  children: (player: Player) => ReactNode;
}

/**
 * The one gate for signed-in player pages: asks the server who is signed in; no player session
 * → the sign-in page (replacing this one in history); the server unreachable → a retry state
 * with a way back to sign in; meanwhile a loading state.
 */
export function PlayerSessionGate({ loginPath, seo, texts, children }: PlayerSessionGateProps) {
  const me = usePlayerMe();
  if (me.data === null) return <Navigate to={loginPath} replace />;
  if (me.data) return children(me.data);

  const head = <Seo title={seo.title} description={seo.description} />;
  if (me.isError) {
    return (
      <>
        {head}
        <FullPageError
          title={texts.failedTitle}
          message={texts.failed}
          onRetry={() => void me.refetch()}
          isRetrying={me.isFetching}
        >
          <Link
            to={loginPath}
            className="mt-4 block text-sm font-semibold text-brand-700 hover:underline"
          >
            {texts.backToLogin}
          </Link>
        </FullPageError>
      </>
    );
  }
  return (
    <>
      {head}
      <FullPageLoading label={texts.checking} />
    </>
  );
}
