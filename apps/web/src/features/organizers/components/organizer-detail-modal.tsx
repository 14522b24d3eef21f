import type { ReactNode } from 'react';

import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n';
import type { Organizer } from '@app/shared/tournaments';

import { formatCalendarDate, formatTimestamp } from '../utils/format-organizer';

import { OrganizerStatusBadge } from './organizer-status-badge';

/** Every field of one organizer. */
export function OrganizerDetailModal({
  organizer,
  onClose,
}: {
  organizer: Organizer | null;
  onClose: () => void;
}) {
  const { organizers: t, common } = useMessages();
  if (!organizer) return null;
  const d = t.detail;
  const rows: [string, ReactNode][] = [
    [d.organizationName, organizer.organizationName || t.notAvailable],
    [d.name, organizer.name || t.notAvailable],
    [d.organizationId, <span className="font-mono text-xs">{organizer.organizationId}</span>],
    [d.status, <OrganizerStatusBadge status={organizer.status} />],
    [d.state, organizer.state ?? t.notAvailable],
    [d.city, organizer.city ?? t.notAvailable],
    [d.address, organizer.address ?? t.notAvailable],
    [
      d.registrationDate,
      formatCalendarDate(organizer.registrationDate, common.dateLocale) ?? t.notAvailable,
    ],
    [d.createdAt, formatTimestamp(organizer.createdAt, common.dateLocale) ?? t.notAvailable],
    [d.updatedAt, formatTimestamp(organizer.updatedAt, common.dateLocale) ?? t.notAvailable],
  ];
  return (
    <Modal open onClose={onClose} title={organizer.organizationName || organizer.name} size="md">
      <dl className="divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-[11rem_1fr] sm:gap-4"
          >
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
