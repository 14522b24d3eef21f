import { Fragment, useState } from 'react';

import { Button } from '@/components/ui/button';
import { AlertCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';
import type { Post, RelationKind } from '@app/shared/posts';

import { useRelationChange } from '../api/change-relation';
import { useFeed } from '../api/get-posts';
import { useRelations } from '../api/get-relations';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';

import { FeedSkeleton } from './feed-skeleton';
import { PostCard } from './post-card';
import { RelationNotice } from './relation-notice';

export interface PostFeedProps {
  player: Player;
  /** Only this player's posts (the Profile view). */
  authorId?: string;
  onOpenImage: (post: Post, images: string[], index: number) => void;
  onReport: (post: Post) => void;
}

/** The posts, newest first, 20 at a time: more load near the end, or with 'Load more'. */
export function PostFeed({ player, authorId, onOpenImage, onReport }: PostFeedProps) {
  const { picklezone, common } = useMessages();
  const t = picklezone.feed;
  const t2 = picklezone.post;
  const feed = useFeed(authorId);
  const relations = useRelations();
  const change = useRelationChange();
  const undo = useRelationChange();
  /** The last mute or block, shown in place of (or under) the post where it was tapped. */
  const [notice, setNotice] = useState<{
    kind: RelationKind;
    postId: string;
    playerId: string;
    message: string;
  } | null>(null);
  const canLoadMore = feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    canLoadMore,
    onLoadMore: () => void feed.fetchNextPage(),
  });

  if (feed.isPending) return <FeedSkeleton label={t.loading} />;

  if (feed.isError && !feed.data) {
    return (
      <div
        role="alert"
        className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <AlertCircleIcon className="mx-auto size-8 text-red-600" />
        <p className="mt-3 font-semibold text-slate-900">{t.loadFailed}</p>
        <Button
          onClick={() => void feed.refetch()}
          disabled={feed.isFetching}
          className="mt-5"
          variant="outline"
        >
          {feed.isFetching ? <Spinner className="size-4 border-2" /> : null}
          {common.retry}
        </Button>
      </div>
    );
  }

  // Muted authors' posts are hidden for this player (a personal choice, kept on the server);
  // the post where the player tapped Mute keeps its place for the notice and its Undo.
  const muted = new Set(relations.data?.muted.map((p) => p.playerId) ?? []);
  const posts = feed.data.pages
    .flatMap((page) => page.posts)
    .filter(
      (post) =>
        post._id === notice?.postId || !post.author.playerId || !muted.has(post.author.playerId),
    );
  const relate = (kind: 'mute' | 'block') => (post: Post) => {
    const playerId = post.author.playerId;
    if (!playerId) return;
    undo.reset();
    change.mutate(
      { kind, playerId, on: true },
      {
        onSuccess: () =>
          setNotice({
            kind,
            postId: post._id,
            playerId,
            message: formatMessage(kind === 'mute' ? t2.muted : t2.blockedNotice, {
              name: post.author.fullName,
            }),
          }),
      },
    );
  };
  const noticeFor = (post: Post) =>
    notice?.postId === post._id ? (
      <RelationNotice
        message={notice.message}
        isUndoing={undo.isPending}
        undoFailed={
          undo.error
            ? errorText(undo.error, { fallback: t2.undoFailed, network: common.networkError })
            : null
        }
        onUndo={() =>
          undo.mutate(
            { kind: notice.kind, playerId: notice.playerId, on: false },
            { onSuccess: () => setNotice(null) },
          )
        }
      />
    ) : null;
  if (posts.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
        {authorId ? t.profileEmpty : t.empty}
      </p>
    );
  }

  return (
    <section aria-label={t.listLabel} aria-busy={feed.isFetchingNextPage}>
      <div className="space-y-4">
        {posts.map((post) => {
          const isMutedHere =
            notice?.postId === post._id &&
            !!post.author.playerId &&
            muted.has(post.author.playerId);
          return (
            <Fragment key={post._id}>
              {isMutedHere ? null : (
                <PostCard
                  post={post}
                  viewerId={player._id}
                  onOpenImage={onOpenImage}
                  onReport={onReport}
                  onMute={relate('mute')}
                  onBlock={relate('block')}
                />
              )}
              {noticeFor(post)}
            </Fragment>
          );
        })}
      </div>

      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
      <div className="mt-6 flex flex-col items-center gap-3 pb-6 text-center">
        <p role="status" className={feed.isFetchNextPageError ? 'text-sm text-red-700' : 'sr-only'}>
          {feed.isFetchNextPageError
            ? t.loadMoreFailed
            : feed.isFetchingNextPage
              ? t.loadingMore
              : null}
        </p>
        {feed.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void feed.fetchNextPage()}
            disabled={feed.isFetchingNextPage}
          >
            {feed.isFetchingNextPage ? <Spinner className="size-4 border-2" /> : null}
            {feed.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : (
          <p className="text-sm text-slate-500">{t.end}</p>
        )}
      </div>
    </section>
  );
}
