import { Link, useParams } from 'react-router';

import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatCount } from '@/lib/intl-format';
import { divisionLabel, parseRankingCategory } from '@app/shared/competition/categories';
import type { PublicProfile } from '@app/shared/competition/rankings';

import { usePublicProfile } from '../api/rankings';

import { ResultsList } from './results-list';

/**
 * `/players/<member ID>`: a player's public profile. One that does not exist publicly (not
 * chosen, private, under 18 without consent, never competed, unknown) is a not-found page: the
 * server answers it with status 404.
 */
export function PlayerProfilePage() {
  const m = useMessages();
  const t = m.competition.profile;
  const { memberId = '' } = useParams();
  const query = usePublicProfile(memberId);
  const back = (
    <Link
      to={paths.rankings}
      className="text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
    >
      {m.competition.rules.backToRankings}
    </Link>
  );
  if (query.data) return <ProfileView profile={query.data} back={back} />;
  const isHidden = query.data === null;
  // A rate limit's own words (when to try again), in the page's language.
  const isLimited = query.error instanceof ApiError && query.error.status === 429;
  return (
    <>
      <Seo
        title={isHidden ? t.notFound : memberId}
        description={m.meta.playerProfile.description}
        noindex
      />
      <PageHeader title={isHidden ? t.notFound : memberId} eyebrow={back} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        {isHidden ? (
          // The server answers a page that renders this with status 404 (entry-server).
          <p data-not-found="" className="text-slate-700">
            {t.notFoundLead}
          </p>
        ) : query.isError ? (
          <p role="alert" className="text-red-700">
            {isLimited ? query.error.message : t.error}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-3 text-slate-600">
            <Spinner className="size-5 border-2" />
            {t.loading}
          </p>
        )}
      </div>
    </>
  );
}

function ProfileView({ profile, back }: { profile: PublicProfile; back: React.ReactNode }) {
  const m = useMessages();
  const t = m.competition.profile;
  const locale = useLocale();
  const facts = [profile.memberId, profile.state, profile.club].filter(Boolean).join(' · ');
  return (
    <>
      <Seo title={profile.name} description={m.meta.playerProfile.description} />
      <PageHeader title={profile.name} eyebrow={back} lead={facts} />
      <div className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 lg:px-8">
        <section aria-labelledby="profile-rankings">
          <h2 id="profile-rankings" className="text-xl font-bold text-brand-900">
            {t.rankings}
          </h2>
          {profile.rankings.length === 0 ? (
            <p className="mt-3 text-slate-600">{t.noRankings}</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {profile.rankings.map((r) => {
                const parsed = parseRankingCategory(r.category);
                return (
                  <li
                    key={r.category}
                    className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
                  >
                    <p className="text-sm font-semibold text-slate-700">
                      {parsed ? divisionLabel(parsed, locale) : r.category}
                    </p>
                    <p className="mt-1 text-2xl font-extrabold text-brand-900">
                      {formatMessage(t.rank, { rank: r.rank })}
                    </p>
                    <p className="text-sm text-slate-600">
                      {formatMessage(t.points, { points: formatCount(r.points) })}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="profile-results">
          <h2 id="profile-results" className="mb-3 text-xl font-bold text-brand-900">
            {t.results}
          </h2>
          <ResultsList results={profile.results} />
        </section>
      </div>
    </>
  );
}
