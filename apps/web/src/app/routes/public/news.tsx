import { PageHeader } from '@/components/ui/page-header';
import { NewsReader } from '@/features/news';
import { useMessages } from '@/lib/i18n';

/** /news and /news/:newsId: one reader; the id (if any) selects the article. */
export function NewsRoute() {
  const t = useMessages().content.news;
  return (
    <>
      <PageHeader title={t.title} eyebrow={t.eyebrow} lead={t.lead} />
      <NewsReader />
    </>
  );
}
