import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the PickleZone feed is built (bare layout: no header or footer). */
export function PicklezoneRoute() {
  const m = useMessages();
  return (
    <ComingSoonPage
      variant="bare"
      title={m.pages.placeholders.picklezone.title}
      meta={m.meta.picklezone}
    />
  );
}
