import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { AboutContent } from '@/features/about';
import { useMessages } from '@/lib/i18n';

export function AboutRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.about.title} description={m.meta.about.description} />
      <PageHeader title={m.pages.about.title} lead={m.pages.about.lead} />
      <AboutContent />
    </>
  );
}
