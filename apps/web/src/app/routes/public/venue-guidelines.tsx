import { Seo } from '@/components/seo';
import { GuidelinePage } from '@/features/guidelines';
import { useMessages } from '@/lib/i18n';

export function VenueGuidelinesRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.venueGuidelines.title} description={m.meta.venueGuidelines.description} />
      <GuidelinePage {...m.pages.venueGuidelines} />
    </>
  );
}
