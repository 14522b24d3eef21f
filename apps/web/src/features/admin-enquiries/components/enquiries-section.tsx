import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { CheckboxFilter, SegmentedFilter } from '@/components/admin/list-filters';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/form/filter-select';
import { HelpCircleIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format-date-time';
import { useMessages } from '@/lib/i18n';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TOPICS,
  enquiryQuerySchema,
  type Enquiry,
} from '@app/shared/enquiries';

import { useEnquiryInbox } from '../api/get-enquiry-inbox';

import { EnquiryDialog } from './enquiry-dialog';
import { StatusBadge } from './status-badge';

/** The inbox's filters in the URL, as `GET /api/admin/enquiries` takes them. */
const inboxFilters = enquiryQuerySchema.pick({ status: true, topic: true, mine: true });

/**
 * Admin "Enquiry": the "Contact us" inbox. Filter by status (with counts), topic and "assigned
 * to me"; open one to assign it, reply by mail or close it.
 */
export function EnquiriesSection() {
  const { admin, common, contact } = useMessages();
  const t = admin.enquiry;
  // The inbox opens on New; All is `?status=all`.
  const filters = useUrlFilters(inboxFilters, { defaults: { status: 'new' } });
  const { status, topic, mine } = filters.values;
  const inbox = useEnquiryInbox(filters.values);
  const list = useAdminList<Enquiry>();
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
      list={list}
      editor={(open) =>
        open ? (
          <EnquiryDialog
            enquiry={open}
            assignees={assignees}
            onClose={list.close}
            onChanged={list.showSuccess}
          />
        ) : null
      }
      toolbar={
        <FilterBar className="flex flex-wrap items-center gap-3">
          <SegmentedFilter
            label={t.statusFilter}
            value={status ?? null}
            options={[
              ...ENQUIRY_STATUSES.map((s) => ({
                value: s,
                label: t.statuses[s],
                count: counts[s],
              })),
              { value: null, label: t.all, count: all },
            ]}
            onChange={(next) => filters.set({ status: next ?? undefined })}
          />
          <FilterSelect
            isInline
            label={t.topic}
            value={topic}
            allLabel={t.allTopics}
            options={ENQUIRY_TOPICS.map((value) => ({ value, label: contact.topics[value] }))}
            onChange={(next) => filters.set({ topic: next })}
          />
          <CheckboxFilter
            label={t.mine}
            checked={mine}
            onChange={(checked) => filters.set({ mine: checked })}
          />
        </FilterBar>
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
      paging={<ShowMoreButton query={inbox} label={t.showMore} />}
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
                  {contact.topics[enquiry.topic]}
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
              onClick={() => list.open(enquiry)}
            >
              {t.open(enquiry.name)}
            </Button>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
