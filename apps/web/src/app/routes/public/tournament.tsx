import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
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
        <PageHeader title={t.title} eyebrow={t.eyebrow} lead={t.lead} />
      </div>
      <TournamentCalendarPage notices={<TournamentNoticeBanner />} />
    </>
  );
}
