import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths, REGISTER_HREF } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { HOME_FEED_SIZE } from '@app/shared/posts';

import { useLatestPosts } from '../api/get-latest-posts';

import { CommunityPostCard } from './community-post-card';

/** Scrolls sideways on small screens, one row of five cards on large ones. */
const ROW_CLASS =
  'relative -mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0 lg:pb-0';
const CELL_CLASS = 'w-64 shrink-0 snap-start lg:w-auto';

/**
 * Home: the five latest PickleZone posts (spec §2), read-only, with the note that taking part
 * needs registration. A failed fetch or no posts shows the spec §8 empty state.
 */
export function CommunityFeedSection() {
  const t = useMessages().community.feed;
  const query = useLatestPosts();
  const posts = query.data ?? [];

  return (
    <section aria-labelledby="home-community-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-community-title" title={t.title} lead={t.lead} />
        {query.isPending ? (
          <div role="status" aria-label={t.loading} className={ROW_CLASS}>
            {Array.from({ length: HOME_FEED_SIZE }, (_, index) => (
              <div
                key={index}
                aria-hidden="true"
                className={`${CELL_CLASS} h-72 animate-pulse rounded-2xl border border-slate-200 bg-white`}
              />
            ))}
          </div>
        ) : posts.length === 0 ? (
          <p className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t.empty}
          </p>
        ) : (
          // Focusable so keyboard users can scroll the row on small screens.
          <ul aria-label={t.listLabel} tabIndex={0} className={ROW_CLASS}>
            {posts.map((post) => (
              <li key={post._id} className={CELL_CLASS}>
                <CommunityPostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm sm:p-8">
          <p className="flex gap-2 text-sm font-medium text-brand-900">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              fill="currentColor"
            >
              <path d="M10 2a4 4 0 0 0-4 4v2H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1V6a4 4 0 0 0-4-4zm-2 6V6a2 2 0 1 1 4 0v2H8z" />
            </svg>
            <span className="text-left sm:text-center">{t.requirement}</span>
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <ButtonLink to={paths.picklezone.login}>{t.loginCta}</ButtonLink>
            <ButtonLink to={REGISTER_HREF} variant="outline">
              {t.registerCta}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
