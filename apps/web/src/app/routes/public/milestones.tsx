import { Seo } from '@/components/seo';
import { PageHeader } from '@/components/ui/page-header';
import { MilestoneTimeline } from '@/features/milestones';
import { useMessages } from '@/lib/i18n';

export function MilestonesRoute() {
  const m = useMessages();
  const t = m.training.milestones;
  return (
    <>
      <Seo title={m.meta.milestones.title} description={m.meta.milestones.description} />
      <PageHeader title={t.title} eyebrow={t.eyebrow} lead={t.lead} />
      <div className="bg-slate-50">
        <MilestoneTimeline />
      </div>
    </>
  );
}
