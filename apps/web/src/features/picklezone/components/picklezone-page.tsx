import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { MAIN_CONTENT_ID } from '@/components/layouts/skip-link';
import { FormAlert } from '@/components/ui/form/form-messages';
import { paths } from '@/config/paths';
import { useSessionWatch } from '@/hooks/use-session-watch';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useLogoutPlayer } from '@/lib/auth/logout-player';
import { playerMeQueryKey } from '@/lib/auth/player-me';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';
import { feedViewQuerySchema, type Post } from '@app/shared/posts';

import { postsQueryKey } from '../api/posts-cache';

import { CreatePostCard } from './create-post-card';
import { FeedNavbar } from './feed-navbar';
import { ImageLightbox } from './image-lightbox';
import { PostFeed } from './post-feed';
import { ReportPostModal } from './report-post-modal';

interface LightboxState {
  images: string[];
  index: number;
  authorName: string;
}

/** The hub (spec §2): navbar, create-post card, the feed, the image lightbox, the report modal. */
export function PicklezonePage({ player }: { player: Player }) {
  const { picklezone } = useMessages();
  const t = picklezone.feed;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // `?view=mine` is the Profile view: only the signed-in player's posts.
  const filters = useUrlFilters(feedViewQuerySchema);
  const isProfileView = filters.values.view === 'mine';
  const [lightbox, setLightbox] = useState<LightboxState | null>(null);
  const [reportTarget, setReportTarget] = useState<Post | null>(null);
  const logout = useLogoutPlayer();
  const [logoutError, setLogoutError] = useState<string | null>(null);
  useSessionWatch(playerMeQueryKey);

  const handleToggleProfile = () => {
    filters.set({ view: isProfileView ? undefined : 'mine' });
    window.scrollTo({ top: 0 });
  };

  const handleLogout = () => {
    setLogoutError(null);
    logout.mutate(undefined, {
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: postsQueryKey });
        void navigate(paths.picklezone.login, { replace: true });
      },
      onError: () => setLogoutError(picklezone.nav.logoutFailed),
    });
  };

  return (
    <div className="min-h-dvh bg-slate-100">
      <FeedNavbar
        player={player}
        isProfileView={isProfileView}
        onToggleProfile={handleToggleProfile}
        onLogout={handleLogout}
        isLoggingOut={logout.isPending}
      />

      <main id={MAIN_CONTENT_ID} className="mx-auto max-w-2xl px-3 py-5 sm:px-6 sm:py-8">
        {logoutError ? (
          <div className="mb-4">
            <FormAlert message={logoutError} />
          </div>
        ) : null}

        <div className="mb-4 px-1">
          <h2 className="text-xl font-extrabold text-brand-900 sm:text-2xl">
            {isProfileView ? t.profileTitle : t.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{isProfileView ? t.profileLead : t.lead}</p>
        </div>

        <CreatePostCard player={player} />

        <PostFeed
          key={isProfileView ? 'mine' : 'all'}
          player={player}
          authorId={isProfileView ? player._id : undefined}
          onOpenImage={(post, images, index) =>
            setLightbox({ images, index, authorName: post.author.fullName })
          }
          onReport={setReportTarget}
        />
      </main>

      {lightbox ? (
        <ImageLightbox
          images={lightbox.images}
          initialIndex={lightbox.index}
          authorName={lightbox.authorName}
          onClose={() => setLightbox(null)}
        />
      ) : null}
      <ReportPostModal post={reportTarget} onClose={() => setReportTarget(null)} />
    </div>
  );
}
