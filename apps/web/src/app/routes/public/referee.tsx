import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the referee directory is built. */
export function RefereeRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.referee.title} meta={m.meta.referee} />;
}
