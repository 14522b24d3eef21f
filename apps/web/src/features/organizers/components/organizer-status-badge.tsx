import { useMessages } from '@/lib/i18n';
import type { OrganizerStatus } from '@app/shared/tournaments';

const TONES: Record<OrganizerStatus, string> = {
  Active: 'bg-brand-50 text-brand-800 ring-brand-200',
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function OrganizerStatusBadge({ status }: { status: OrganizerStatus }) {
  const { organizers } = useMessages();
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.Inactive}`}
    >
      {organizers.statuses[status] ?? status}
    </span>
  );
}
