import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { HelpCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessages } from '@/lib/i18n';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TOPICS,
  type Enquiry,
  type EnquiryStatus,
  type EnquiryTopic,
} from '@app/shared/enquiries';

import { useEnquiryInbox } from './api';
import { EnquiryDialog } from './enquiry-dialog';
import { StatusBadge } from './status-badge';

/**
 * Admin "Enquiry": the "Contact us" inbox. Filter by status (with counts), topic and "assigned
 * to me"; open one to assign it, reply by mail or close it.
 */
export function EnquiriesSection() {
  const { admin, common } = useMessages();
  const t = admin.enquiry;
  const [status, setStatus] = useState<EnquiryStatus | null>('new');
  const [topic, setTopic] = useState<EnquiryTopic | null>(null);
  const [mine, setMine] = useState(false);
  const inbox = useEnquiryInbox({ status, topic, mine });
  const notice = useSectionNotice();
  const [open, setOpen] = useState<Enquiry | null>(null);
  const pages = inbox.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const counts = pages[0]?.counts ?? { new: 0, replied: 0, closed: 0 };
  const assignees = pages[0]?.assignees ?? [];
  const all = counts.new + counts.replied + counts.closed;

  return (
    <AdminSection
      titleId="admin-enquiries-title"
      title={t.title}
      intro={t.intro}
      notice={notice.notice}
      onDismissNotice={notice.clear}
      toolbar={
        <div className="flex flex-wrap items-center gap-3">
          <div
            role="group"
            aria-label={t.statusFilter}
            className="inline-flex flex-wrap gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm"
          >
            {[...ENQUIRY_STATUSES, null].map((s) => (
              <button
                key={s ?? 'all'}
                type="button"
                aria-pressed={status === s}
                onClick={() => setStatus(s)}
                className={cn(
                  'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold',
                  status === s ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {s ? t.statuses[s] : t.all}{' '}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-xs tabular-nums',
                    status === s ? 'bg-white/20' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {s ? counts[s] : all}
                </span>
              </button>
            ))}
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            {t.topic}
            <select
              value={topic ?? ''}
              onChange={(event) => setTopic((event.target.value || null) as EnquiryTopic | null)}
              className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">{t.allTopics}</option>
              {ENQUIRY_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t.topics[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={mine}
              onChange={(event) => setMine(event.target.checked)}
              className="size-4"
            />
            {t.mine}
          </label>
        </div>
      }
      query={inbox}
      isEmpty={items.length === 0}
      loadingText={t.loading}
      loadFailedText={errorText(inbox.error, {
        fallback: t.loadFailed,
        network: common.networkError,
      })}
      emptyText={status ? t.emptyStatus[status] : t.empty}
      emptyIcon={HelpCircleIcon}
      paging={
        inbox.hasNextPage ? (
          <Button
            variant="outline"
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage ? <Spinner className="size-4 border-2" /> : null}
            {t.showMore}
          </Button>
        ) : null
      }
      dialogs={
        open ? (
          <EnquiryDialog
            enquiry={open}
            assignees={assignees}
            onClose={() => setOpen(null)}
            onChanged={notice.showSuccess}
          />
        ) : null
      }
    >
      <ul
        aria-label={t.listLabel}
        className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
      >
        {items.map((enquiry) => (
          <li
            key={enquiry._id}
            className="flex flex-col gap-3 p-4 @2xl:flex-row @2xl:items-start @2xl:justify-between"
          >
            <div className="min-w-0 @2xl:flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold text-slate-900">{enquiry.name}</p>
                <StatusBadge status={enquiry.status} />
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {t.topics[enquiry.topic]}
                </span>
              </div>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700">{enquiry.message}</p>
              <p className="mt-1 text-xs text-slate-500">
                {formatDateTime(enquiry.createdAt)} ·{' '}
                {enquiry.assigneeName ? t.assignedTo(enquiry.assigneeName) : t.unassigned}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="self-start"
              onClick={() => setOpen(enquiry)}
            >
              {t.open(enquiry.name)}
            </Button>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
