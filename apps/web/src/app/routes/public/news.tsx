import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the news reader is built. */
export function NewsRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.news.title} meta={m.meta.news} />;
}
