import { useId, useRef, useState } from 'react';

import { useMessages } from '@/lib/i18n';
import type { Post } from '@app/shared/posts';

import { useLikePost } from '../api/like-post';

import { DeletePostDialog } from './delete-post-dialog';
import { EditPostForm } from './edit-post-form';
import { PostActions } from './post-actions';
import { PostComments } from './post-comments';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';

export interface PostCardProps {
  post: Post;
  /** The signed-in player's `_id`. */
  viewerId: string;
  onOpenImage: (post: Post, images: string[], index: number) => void;
  onReport: (post: Post) => void;
  onMute?: (post: Post) => void;
  onBlock?: (post: Post) => void;
}

/** One post: author and time, text, pictures, link or video, likes, comments and actions. */
export function PostCard({
  post,
  viewerId,
  onOpenImage,
  onReport,
  onMute,
  onBlock,
}: PostCardProps) {
  const t = useMessages().picklezone.post;
  const headingId = useId();
  const commentInputRef = useRef<HTMLInputElement>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const like = useLikePost();
  const isOwn = post.author.playerId === viewerId;
  const isLiked = post.likes.includes(viewerId);

  const handleLike = () => {
    if (like.isPending) return;
    like.mutate({ postId: post._id, playerId: viewerId });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <PostHeader
        post={post}
        headingId={headingId}
        isOwn={isOwn}
        isEditing={isEditing}
        onEdit={() => setIsEditing(true)}
        onDelete={() => setIsDeleteOpen(true)}
        onReport={() => onReport(post)}
        {...(onMute && post.author.playerId ? { onMute: () => onMute(post) } : {})}
        {...(onBlock && post.author.playerId ? { onBlock: () => onBlock(post) } : {})}
      />

      {isEditing ? (
        <EditPostForm post={post} onDone={() => setIsEditing(false)} />
      ) : post.content ? (
        <p className="mt-3 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800">
          {post.content}
        </p>
      ) : null}

      <PostMedia post={post} onOpenImage={(images, index) => onOpenImage(post, images, index)} />

      <PostActions
        likeCount={post.likes.length}
        commentCount={post.comments.length}
        isLiked={isLiked}
        onLike={handleLike}
        onComment={() => commentInputRef.current?.focus()}
        likeError={like.isError ? t.likeFailed : null}
      />

      <PostComments postId={post._id} comments={post.comments} inputRef={commentInputRef} />

      {isOwn ? (
        <DeletePostDialog
          postId={post._id}
          open={isDeleteOpen}
          onClose={() => setIsDeleteOpen(false)}
        />
      ) : null}
    </article>
  );
}
