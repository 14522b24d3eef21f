import type { ReactNode } from 'react';

import { ChartIcon, TrophyIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

export interface PlaceholderPanelProps {
  title: string;
  body: string;
  icon: ReactNode;
  action?: ReactNode;
}

/** A tab that a later release fills (My Tournaments, Statistics, Training Programs). */
export function PlaceholderPanel({ title, body, icon, action }: PlaceholderPanelProps) {
  const { players } = useMessages();
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200 sm:py-20">
      <div className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </div>
      <h2 className="mt-5 text-xl font-bold text-brand-900">{title}</h2>
      <span className="mt-2 rounded-full bg-accent-100 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-900">
        {players.dashboard.placeholders.comingSoon}
      </span>
      <p className="mt-4 max-w-md text-slate-600">{body}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** My Tournaments: filled by a later release. */
export function TournamentsPlaceholderPanel() {
  const { players } = useMessages();
  const t = players.dashboard.placeholders.tournaments;
  return (
    <PlaceholderPanel title={t.title} body={t.body} icon={<TrophyIcon className="size-8" />} />
  );
}

/** Statistics: filled by a later release. */
export function StatisticsPlaceholderPanel() {
  const { players } = useMessages();
  const t = players.dashboard.placeholders.statistics;
  return <PlaceholderPanel title={t.title} body={t.body} icon={<ChartIcon className="size-8" />} />;
}
