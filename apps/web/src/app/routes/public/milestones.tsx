import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the milestone timeline is built. */
export function MilestonesRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.milestones.title} meta={m.meta.milestones} />;
}
