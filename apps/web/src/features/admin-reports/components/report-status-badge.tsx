import { useMessages } from '@/lib/i18n';
import type { ReportStatus } from '@app/shared/posts';

const TONES: Record<ReportStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  resolved: 'bg-brand-50 text-brand-800 ring-brand-200',
};

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const t = useMessages().adminReports;
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.pending}`}
    >
      {t.statuses[status] ?? status}
    </span>
  );
}
