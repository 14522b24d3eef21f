import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Organizer } from '@app/shared/tournaments';

import { formatCalendarDate } from '../utils/format-organizer';

import { OrganizerStatusBadge } from './organizer-status-badge';

export interface OrganizersListProps {
  organizers: readonly Organizer[];
  onSelect: (organizer: Organizer) => void;
}

const displayName = (o: Organizer) => o.organizationName || o.name || o.organizationId;

/** Table from 640 px up; cards below. Each organization name opens its details. */
export function OrganizersList({ organizers, onSelect }: OrganizersListProps) {
  const { organizers: t, common } = useMessages();
  const date = (o: Organizer) =>
    formatCalendarDate(o.registrationDate, common.dateLocale) ?? t.notAvailable;

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t.tableCaption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-5 py-3">
                {t.columns.organization}
              </th>
              <th scope="col" className="px-3 py-3">
                {t.columns.state}
              </th>
              <th scope="col" className="px-3 py-3">
                {t.columns.city}
              </th>
              <th scope="col" className="whitespace-nowrap px-3 py-3">
                {t.columns.registrationDate}
              </th>
              <th scope="col" className="px-5 py-3">
                {t.columns.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {organizers.map((organizer) => (
              <tr key={organizer._id} className="hover:bg-brand-50/50">
                <th scope="row" className="px-5 py-3 font-normal">
                  <button
                    type="button"
                    onClick={() => onSelect(organizer)}
                    aria-label={formatMessage(t.viewDetails, { name: displayName(organizer) })}
                    className="text-left font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
                  >
                    {displayName(organizer)}
                  </button>
                </th>
                <td className="px-3 py-3 text-slate-700">{organizer.state ?? t.notAvailable}</td>
                <td className="px-3 py-3 text-slate-700">{organizer.city ?? t.notAvailable}</td>
                <td className="whitespace-nowrap px-3 py-3 tabular-nums text-slate-700">
                  {date(organizer)}
                </td>
                <td className="px-5 py-3">
                  <OrganizerStatusBadge status={organizer.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul aria-label={t.cardsLabel} className="space-y-3 sm:hidden">
        {organizers.map((organizer) => (
          <li key={organizer._id}>
            <button
              type="button"
              onClick={() => onSelect(organizer)}
              aria-label={formatMessage(t.viewDetails, { name: displayName(organizer) })}
              className="block w-full rounded-2xl bg-white p-4 text-left shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold text-slate-900">
                  {displayName(organizer)}
                </span>
                <OrganizerStatusBadge status={organizer.status} />
              </span>
              <span className="mt-1 block text-sm text-slate-600">
                {[organizer.city, organizer.state].filter(Boolean).join(', ') || t.notAvailable}
              </span>
              <span className="mt-2 block text-xs text-slate-500">
                {t.columns.registrationDate}: {date(organizer)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
