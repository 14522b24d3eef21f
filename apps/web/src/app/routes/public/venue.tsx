import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the venue directory is built. */
export function VenueRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.venue.title} meta={m.meta.venue} />;
}
