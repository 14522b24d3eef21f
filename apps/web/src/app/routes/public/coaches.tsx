import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the coaches directory is built. */
export function CoachesRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.coaches.title} meta={m.meta.coaches} />;
}
