import { displayImageUrl } from '@/lib/display-image';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { linkDomain, type Post } from '@app/shared/posts';
import { relativeTime } from '@app/shared/relative-time';

const count = (forms: { one: string; other: string }, value: number) =>
  formatMessage(value === 1 ? forms.one : forms.other, { count: value });

function Avatar({ post }: { post: Post }) {
  const name = post.author.fullName || post.author.username;
  if (post.author.profilePicture) {
    return (
      <img
        src={post.author.profilePicture}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-full bg-slate-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** A compact, read-only card for one community post on the home page. */
export function CommunityPostCard({ post }: { post: Post }) {
  const t = useMessages().community.feed;
  const locale = useLocale();
  const name = post.author.fullName || post.author.username;
  const picture = post.imageUrls[0] ?? post.imageUrl;
  const extraPictures = Math.max(post.imageUrls.length - 1, 0);
  const domain = post.linkData ? post.linkData.domain || linkDomain(post.linkData.url) : '';

  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-center gap-3">
        <Avatar post={post} />
        <div className="min-w-0">
          <h3 className="break-words text-sm font-semibold leading-snug text-brand-900">{name}</h3>
          <p className="truncate text-xs text-slate-500">
            <time dateTime={post.createdAt}>
              {relativeTime(post.createdAt, new Date(), locale)}
            </time>
          </p>
        </div>
      </header>
      {post.content ? (
        <p className="mt-3 line-clamp-4 whitespace-pre-line break-words text-sm leading-relaxed text-slate-700">
          {post.content}
        </p>
      ) : null}
      {picture ? (
        <div className="relative mt-3">
          <img
            src={displayImageUrl(picture)}
            alt={formatMessage(t.pictureAlt, { name })}
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full rounded-xl bg-slate-100 object-cover"
          />
          {extraPictures > 0 ? (
            <span className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
              {formatMessage(t.morePictures, { count: extraPictures })}
            </span>
          ) : null}
        </div>
      ) : null}
      {domain ? (
        <div className="mt-3 flex min-w-0 items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs ring-1 ring-inset ring-slate-200">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-3.5 shrink-0 text-slate-500"
            fill="currentColor"
          >
            <path d="M8.6 11.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0zM6 9.6l-1.3 1.3a2.5 2.5 0 0 0 3.5 3.5l1.3-1.3 1.4 1.4-1.3 1.3a4.5 4.5 0 0 1-6.4-6.4l1.3-1.3L6 9.6zm8-.2 1.3-1.3a2.5 2.5 0 0 0-3.5-3.5l-1.3 1.3L9.1 4.5l1.3-1.3a4.5 4.5 0 0 1 6.4 6.4l-1.3 1.3L14 9.4z" />
          </svg>
          <div className="min-w-0">
            {post.linkData?.title ? (
              <p className="line-clamp-2 break-words font-medium text-slate-800">
                {post.linkData.title}
              </p>
            ) : null}
            <p className="truncate text-slate-500">
              <span className="sr-only">{t.linkLabel} </span>
              {domain}
            </p>
          </div>
        </div>
      ) : null}
      <p className="mt-auto flex gap-4 pt-3 text-xs font-medium text-slate-500">
        <span>{count(t.likes, post.likes.length)}</span>
        <span>{count(t.comments, post.comments.length)}</span>
      </p>
    </article>
  );
}
