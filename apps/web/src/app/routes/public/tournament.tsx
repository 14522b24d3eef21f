import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the tournament calendar is built. */
export function TournamentRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.tournament.title} meta={m.meta.tournament} />;
}
