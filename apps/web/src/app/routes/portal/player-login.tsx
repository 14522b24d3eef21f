import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the player login is built (bare layout: no header or footer). */
export function PlayerLoginRoute() {
  const m = useMessages();
  return (
    <ComingSoonPage
      variant="bare"
      title={m.pages.placeholders.playerLogin.title}
      meta={m.meta.playerLogin}
    />
  );
}
