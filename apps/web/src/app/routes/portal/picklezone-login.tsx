import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the PickleZone login is built (bare layout: no header or footer). */
export function PicklezoneLoginRoute() {
  const m = useMessages();
  return (
    <ComingSoonPage
      variant="bare"
      title={m.pages.placeholders.picklezoneLogin.title}
      meta={m.meta.picklezoneLogin}
    />
  );
}
