import { ComingSoonPage } from '@/components/ui/coming-soon';
import { useMessages } from '@/lib/i18n';

/** Placeholder until the training calendar is built. */
export function TrainingRoute() {
  const m = useMessages();
  return <ComingSoonPage title={m.pages.placeholders.training.title} meta={m.meta.training} />;
}
