import { useMessages } from '@/lib/i18n';

import type { LiveStatus } from '../hooks/use-organizers-live';

const DOTS: Record<LiveStatus, string> = {
  connecting: 'bg-slate-400',
  live: 'bg-emerald-500',
  reconnecting: 'bg-amber-500 animate-pulse',
  offline: 'bg-red-500',
};

/** The live channel's state, announced politely when it changes. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { organizers } = useMessages();
  return (
    <p
      aria-live="polite"
      className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200"
    >
      <span aria-hidden="true" className="relative flex size-2">
        {status === 'live' ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />
        ) : null}
        <span className={`relative inline-flex size-2 rounded-full ${DOTS[status]}`} />
      </span>
      {organizers.live[status]}
    </p>
  );
}
