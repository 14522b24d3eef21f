import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { TrainingPage } from '@/features/training';
import { useMessages } from '@/lib/i18n';

export function TrainingRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.training.title} description={m.meta.training.description} />
      <PageHeader
        title={m.training.page.title}
        eyebrow={m.training.page.eyebrow}
        lead={m.training.page.lead}
      />
      <TrainingPage />
    </>
  );
}
