import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the player dashboard is built (bare layout: no header or footer). */
export function PlayerDashboardRoute() {
  const m = useMessages();
  return (
    <ComingSoonPage
      variant="bare"
      title={m.pages.placeholders.playerDashboard.title}
      meta={m.meta.playerDashboard}
    />
  );
}
