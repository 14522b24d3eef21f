import { ClockIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

import { usePortalDeliveries } from '../api/get-deliveries';

/** Portal deletions still waiting for the portal's answer; renders nothing when there are none. */
export function DeliveriesPanel() {
  const { adminTournaments } = useMessages();
  const t = adminTournaments.deliveries;
  const { data } = usePortalDeliveries();
  if (!data || data.length === 0) return null;

  return (
    <section
      aria-labelledby="portal-deliveries-title"
      className="rounded-2xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <div className="flex items-start gap-2">
        <ClockIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h3 id="portal-deliveries-title" className="text-sm font-semibold text-amber-900">
            {t.title} <span className="font-normal text-amber-800">({data.length})</span>
          </h3>
          <p className="mt-0.5 text-xs text-amber-800">{t.intro}</p>
        </div>
      </div>
      <ul className="mt-3 divide-y divide-amber-200/70 text-sm">
        {data.map((delivery) => (
          <li
            key={delivery._id}
            className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-2 @2xl:grid-cols-[12rem_11rem_minmax(0,1fr)]"
          >
            <span className="truncate font-mono text-xs text-slate-800">
              {delivery.applicationId ? (
                <>
                  <span className="sr-only">{t.applicationId}: </span>
                  {delivery.applicationId}
                </>
              ) : (
                <>
                  <span className="sr-only">{t.deletedPlayer}: </span>
                  {delivery.memberId}
                </>
              )}
            </span>
            <span className="whitespace-nowrap text-xs text-slate-700">
              {t.attempts}: <span className="tabular-nums font-semibold">{delivery.attempts}</span>
              {delivery.status === 'failing' ? (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
                  {t.statuses.failing}
                </span>
              ) : null}
            </span>
            <span className="col-span-2 break-words text-xs text-slate-600 @2xl:col-span-1">
              <span className="sr-only">{t.lastError}: </span>
              {delivery.lastError ?? t.noError}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
