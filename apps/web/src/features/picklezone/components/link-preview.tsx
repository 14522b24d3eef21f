import type { UseQueryResult } from '@tanstack/react-query';

import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { LinkPreview as LinkPreviewData } from '@app/shared/posts';

import { videoEmbedUrl } from '../utils/post-media';

import { LinkCard } from './link-card';
import { VideoEmbed } from './video-embed';

export interface LinkPreviewProps {
  /** The preview query of the current link, or null while typing. */
  preview: UseQueryResult<LinkPreviewData> | null;
  isWaiting: boolean;
  authorName: string;
}

/**
 * Under the link field: a polite status line (loading, or a small 'no preview' note: the post
 * can still be made with the bare link), then the preview card or the video.
 */
export function LinkPreview({ preview, isWaiting, authorName }: LinkPreviewProps) {
  const { picklezone } = useMessages();
  const t = picklezone.create;
  const isLoading = isWaiting || Boolean(preview?.isFetching);
  const reason = !isLoading && preview?.isError ? errorText(preview.error, { fallback: '' }) : null;
  const data = !isLoading ? preview?.data : undefined;
  const embed = data ? videoEmbedUrl(data) : null;

  return (
    <>
      <p role="status" className={isLoading || reason !== null ? 'mt-2 text-sm' : 'sr-only'}>
        {isLoading ? (
          <span className="flex items-center gap-2 text-slate-500">
            <Spinner className="size-4 border-2" />
            {t.loadingPreview}
          </span>
        ) : reason !== null ? (
          <span className="text-amber-800">
            {reason ? `${reason} — ` : null}
            {t.previewUnavailable}
          </span>
        ) : null}
      </p>
      {data ? (
        <div className="mt-3">
          {embed ? (
            <VideoEmbed
              src={embed}
              title={data.title || formatMessage(picklezone.post.videoTitle, { name: authorName })}
            />
          ) : (
            <LinkCard {...data} />
          )}
        </div>
      ) : null}
    </>
  );
}
