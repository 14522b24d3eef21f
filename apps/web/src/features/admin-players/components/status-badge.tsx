import { useMessages } from '@/lib/i18n';
import type { PlayerStatus } from '@app/shared/players';

const TONES: Record<PlayerStatus, string> = {
  active: 'bg-brand-50 text-brand-800 ring-brand-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
  suspended: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: PlayerStatus }) {
  const { adminPlayers } = useMessages();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.inactive}`}
    >
      {adminPlayers.common.statuses[status] ?? status}
    </span>
  );
}
