import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Report } from '@app/shared/posts';

import { isReportedPostDeleted, reportedPostImages } from '../utils/filter-reports';

/** Thumbnails shown per report; the rest are summed up as '+N'. */
const MAX_THUMBNAILS = 4;

/** The reported post as the admin judges it: author, a clamped excerpt and its pictures. */
export function ReportedPostPreview({ post }: { post: Report['post'] }) {
  const { adminReports: t, common } = useMessages();

  if (!post || isReportedPostDeleted(post)) {
    return (
      <div className="mt-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3.5 py-3 text-sm">
        <p className="font-semibold text-slate-700">{t.postDeleted}</p>
        <p className="mt-0.5 text-slate-500">{t.postDeletedHint}</p>
      </div>
    );
  }

  const author = post.author.fullName || post.author.username || t.unknownAuthor;
  const images = reportedPostImages(post);
  const shown = images.slice(0, MAX_THUMBNAILS);
  const content = (post.content ?? '').trim();

  return (
    <div className="mt-3 rounded-xl bg-slate-50 px-3.5 py-3 text-sm ring-1 ring-inset ring-slate-200">
      <p className="font-semibold text-slate-800">
        {formatMessage(t.postBy, { name: author })}
        {post.author.username && post.author.fullName ? (
          <span className="ml-1.5 font-normal text-slate-500">@{post.author.username}</span>
        ) : null}
      </p>
      <p
        className={`mt-1 line-clamp-4 whitespace-pre-line break-words ${content ? 'text-slate-700' : 'italic text-slate-500'}`}
      >
        {content || t.noText}
      </p>
      {post.link ? (
        <p className="mt-2 min-w-0">
          <span className="sr-only">{t.linkLabel}: </span>
          <a
            href={post.link.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium break-all text-brand-700 underline underline-offset-2"
          >
            {post.link.title || post.link.url}
            <span className="sr-only"> {common.opensInNewTab}</span>
          </a>
          {post.link.title ? (
            <span className="block text-xs break-all text-slate-500">{post.link.url}</span>
          ) : null}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {shown.map((url, index) => (
            <li key={`${url}-${index}`}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-400"
              >
                <img
                  src={url}
                  alt={formatMessage(t.pictureAlt, { index: index + 1 })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 bg-slate-100 object-cover"
                />
                <span className="sr-only"> {common.opensInNewTab}</span>
              </a>
            </li>
          ))}
          {images.length > shown.length ? (
            <li className="flex size-16 items-center justify-center rounded-lg bg-slate-200 text-sm font-semibold text-slate-700">
              {formatMessage(t.morePictures, { count: images.length - shown.length })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
