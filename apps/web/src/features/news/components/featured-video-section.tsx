import { EnglishOnlyNote } from '@/components/ui/english-only-note';
import { SectionHeading } from '@/components/ui/section-heading';
import { useLocale, useMessages } from '@/lib/i18n';
import { localizeRecord, VIDEO_TRANSLATED_FIELDS } from '@app/shared/translations';

import { useFeaturedVideo } from '../api/get-featured-video';
import { isAllowedEmbedUrl } from '../utils/embed-url';

/**
 * Home: the featured video. The server stores a normalised embed URL; the iframe is still only
 * rendered when its origin is an allowed video host. None (404), an error or another host shows
 * the empty state.
 */
export function FeaturedVideoSection() {
  const t = useMessages().content.featuredVideo;
  const query = useFeaturedVideo();
  const locale = useLocale();
  const shown =
    query.data && isAllowedEmbedUrl(query.data.videoUrl)
      ? localizeRecord(query.data, VIDEO_TRANSLATED_FIELDS, locale)
      : null;
  const video = shown?.value ?? null;
  const lang = shown?.lang ?? locale;

  return (
    <section aria-labelledby="home-video-title" className="bg-brand-950 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-video-title" title={t.title} lead={t.lead} isInverse />
        {query.isPending ? (
          <div
            role="status"
            aria-label={t.loading}
            className="mt-10 aspect-video w-full animate-pulse rounded-2xl bg-white/10"
          />
        ) : video ? (
          <figure className="mt-10">
            <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black shadow-xl ring-1 ring-white/10">
              <iframe
                src={video.videoUrl}
                title={video.title}
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                referrerPolicy="strict-origin-when-cross-origin"
                allowFullScreen
                className="size-full border-0"
              />
            </div>
            <figcaption className="mt-6 text-center" lang={lang === locale ? undefined : lang}>
              <h3 className="text-xl font-bold text-white">{video.title}</h3>
              <EnglishOnlyNote lang={lang} className="mt-2" />
              {video.description ? (
                <p className="mx-auto mt-2 max-w-2xl text-brand-100">{video.description}</p>
              ) : null}
            </figcaption>
          </figure>
        ) : (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-white/25 px-6 py-10 text-center text-brand-100">
            {t.empty}
          </p>
        )}
      </div>
    </section>
  );
}
