import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';
import type { EnquiryStatus } from '@app/shared/enquiries';

const TONES: Record<EnquiryStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  replied: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-200 text-slate-700',
};

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  const t = useMessages().admin.enquiry;
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TONES[status])}>
      {t.statuses[status]}
    </span>
  );
}
