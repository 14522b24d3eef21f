import { useMessages } from '@/lib/i18n';
import { TYPE_COLORS, type TournamentColor, type TournamentType } from '@app/shared/tournaments';

const TONES: Record<TournamentColor, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
};

const DOTS: Record<TournamentColor, string> = {
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  blue: 'bg-blue-500',
  orange: 'bg-orange-500',
};

/** The tournament type in its calendar colour (TYPE_COLORS). */
export function TypeBadge({ type }: { type: TournamentType }) {
  const { adminTournaments } = useMessages();
  const color = TYPE_COLORS[type] ?? 'green';
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[color]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[color]}`} />
      {adminTournaments.types[type] ?? type}
    </span>
  );
}
