import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the registered organizers list is built. */
export function RegisteredOrganizersRoute() {
  const m = useMessages();
  return (
    <ComingSoonPage
      title={m.pages.placeholders.registeredOrganizers.title}
      meta={m.meta.registeredOrganizers}
    />
  );
}
