import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { CheckboxFilter, SegmentedFilter } from '@/components/admin/list-filters';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { MapPinIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useAdminMe } from '@/features/admins';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useMessages } from '@/lib/i18n';
import {
  DIRECTORY_KINDS,
  DIRECTORY_OWNERS,
  directoryQuerySchema,
  type DirectoryEntry,
} from '@app/shared/directory';
import { DIRECTORY_TRANSLATED_FIELDS, isMissingMalay } from '@app/shared/translations';

import { deleteDirectoryEntry } from '../api/delete-directory-entry';
import {
  adminDirectoryKey,
  adminDirectoryListKey,
  useAdminDirectory,
} from '../api/get-admin-directory';

import { EntryFormModal } from './entry-form-modal';

/** The list's filters in the URL, as `GET /api/admin/directory` takes them (server-applied). */
const directoryFilters = directoryQuerySchema.pick({ kind: true, missingMs: true });

/**
 * Admin "Manage Venue": venues and referees (tournament officers), coaches and clubs (content
 * editors), all of them for a super admin. The server refuses another role's kinds too.
 */
export function DirectorySection() {
  const { admin } = useMessages();
  const t = admin.directory;
  const me = useAdminMe();
  const roles = me.data?.roles ?? [];
  const kinds = DIRECTORY_KINDS.filter(
    (kind) => roles.includes('super_admin') || roles.includes(DIRECTORY_OWNERS[kind]),
  );
  const filters = useUrlFilters(directoryFilters, { defaults: { kind: kinds[0] } });
  const { missingMs } = filters.values;
  const asked = filters.values.kind;
  const kind = asked && kinds.includes(asked) ? asked : (kinds[0] ?? 'venue');
  const entries = useAdminDirectory(kind, missingMs);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const list = useAdminList<DirectoryEntry>({
    listKey: adminDirectoryListKey(kind, missingMs),
    invalidateKey: adminDirectoryKey(kind),
    getId: (entry) => entry._id,
    getName: (entry) => entry.name,
    remove: deleteDirectoryEntry,
    messages: {
      created: (entry) => t.saved(entry.name),
      updated: (entry) => t.saved(entry.name),
      deleted: (entry) => t.deleted(entry.name),
      deleteFailed: () => t.deleteFailed,
    },
    deleteErrorIn: 'dialog',
    // A new entry takes its photos once saved: the form stays open, as its edit form.
    keepOpenOnSave: true,
  });

  return (
    <AdminSection
      className="@container space-y-4"
      list={list}
      actions={
        <FilterBar className="contents">
          <SegmentedFilter
            label={t.kindsLabel}
            value={kind}
            options={kinds.map((k) => ({ value: k, label: t.kinds[k] }))}
            onChange={(next) => filters.set({ kind: next })}
          />
          <CheckboxFilter
            label={t.missingMsOnly}
            checked={missingMs}
            onChange={(checked) => filters.set({ missingMs: checked })}
          />
        </FilterBar>
      }
      add={{ label: t.addTitle[kind] }}
      editor={(entry) => (
        <EntryFormModal kind={kind} entry={entry} onClose={list.close} onSaved={list.saved} />
      )}
      deleteDialog={{
        title: (entry) => t.confirmDelete(entry.name),
        confirm: (entry) => t.delete(entry.name),
        pending: t.deleting,
        body: () => <p className="text-sm text-slate-700">{t.deleteHint}</p>,
      }}
      query={entries}
      isEmpty={items.length === 0}
      loadFailedText={t.failed}
      emptyText={missingMs ? t.noneMissingMs : t.empty[kind]}
      emptyIcon={MapPinIcon}
      paging={<ShowMoreButton query={entries} label={t.showMore} />}
    >
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {items.map((entry) => (
          <li
            key={entry._id}
            className="flex flex-col gap-3 px-4 py-3 @3xl:flex-row @3xl:items-center @3xl:justify-between"
          >
            <div className="min-w-0 @3xl:flex-1">
              <p className="font-semibold text-slate-900">{entry.name}</p>
              <p className="text-sm text-slate-600">
                {[entry.city, entry.state].filter(Boolean).join(', ')}
                {entry.verified ? ` · ${t.fields.verified}` : ''}
                {` · ${t.photoCount(entry.photos.length)}`}
              </p>
              {isMissingMalay(entry, DIRECTORY_TRANSLATED_FIELDS) ? (
                <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {t.needsMs}
                </p>
              ) : null}
            </div>
            <RowActions
              name={entry.name}
              onEdit={() => list.open(entry)}
              onDelete={() => list.askDelete(entry)}
              className="shrink-0"
            />
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
