import { Seo } from '@/components/seo';
import { GuidelinePage } from '@/features/guidelines';
import { useMessages } from '@/lib/i18n';

export function TournamentGuidelinesRoute() {
  const m = useMessages();
  return (
    <>
      <Seo
        title={m.meta.tournamentGuidelines.title}
        description={m.meta.tournamentGuidelines.description}
      />
      <GuidelinePage {...m.pages.tournamentGuidelines} />
    </>
  );
}
