import { Link } from 'react-router';

import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TournamentNoticeBanner } from '@/features/news';
import { TournamentCalendarPage } from '@/features/tournaments';
import { useMessages } from '@/lib/i18n';

export function TournamentRoute() {
  const m = useMessages();
  const t = m.tournaments.page;
  return (
    <>
      <Seo title={m.meta.tournament.title} description={m.meta.tournament.description} />
      <div className="mpa-no-print">
        <PageHeader title={t.title} eyebrow={t.eyebrow} lead={t.lead}>
          <p className="mt-4">
            <Link
              to={paths.rankings}
              className="font-semibold text-accent-300 underline-offset-4 hover:underline"
            >
              {t.rankingsLink}
            </Link>
          </p>
        </PageHeader>
      </div>
      <TournamentCalendarPage notices={<TournamentNoticeBanner />} />
    </>
  );
}
