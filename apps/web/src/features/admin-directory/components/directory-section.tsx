import { useState } from 'react';

import { CheckboxFilter } from '@/components/admin/checkbox-filter';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminMe } from '@/features/admins';
import { useMessages } from '@/lib/i18n';
import {
  DIRECTORY_KINDS,
  DIRECTORY_OWNERS,
  type DirectoryEntry,
  type DirectoryKind,
} from '@app/shared/directory';

import { useDeleteDirectoryEntry } from '../api/delete-directory-entry';
import { useAdminDirectory } from '../api/get-admin-directory';

import { EntryFormModal } from './entry-form-modal';

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
  const [chosen, setChosen] = useState<DirectoryKind | null>(null);
  const kind = chosen ?? kinds[0] ?? 'venue';
  const [missingMs, setMissingMs] = useState(false);
  const list = useAdminDirectory(kind, missingMs);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const remove = useDeleteDirectoryEntry(kind);
  const [editing, setEditing] = useState<{ entry: DirectoryEntry | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DirectoryEntry | null>(null);

  return (
    <section className="@container space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedFilter
          label={t.kindsLabel}
          value={kind}
          options={kinds.map((k) => ({ value: k, label: t.kinds[k] }))}
          onChange={setChosen}
        />
        <CheckboxFilter label={t.missingMsOnly} checked={missingMs} onChange={setMissingMs} />
        <Button onClick={() => setEditing({ entry: null })}>
          <PlusIcon className="size-4" />
          {t.addTitle[kind]}
        </Button>
      </div>
      <p role="status" className={notice ? 'text-sm font-medium text-emerald-800' : 'sr-only'}>
        {notice}
      </p>
      {list.isPending ? (
        <Spinner className="size-5 border-2" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t.failed}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-sm text-slate-600">
          {missingMs ? t.noneMissingMs : t.empty[kind]}
        </p>
      ) : (
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
                {entry.description && !entry.descriptionMs ? (
                  <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t.needsMs}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing({ entry })}>
                  {t.edit(entry.name)}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() => {
                    remove.reset();
                    setDeleting(entry);
                  }}
                >
                  {t.delete(entry.name)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton query={list} label={t.showMore} />
      <ConfirmDialog
        open={deleting !== null}
        title={t.confirmDelete(deleting?.name ?? '')}
        confirmLabel={t.delete(deleting?.name ?? '')}
        pendingLabel={t.deleting}
        isPending={remove.isPending}
        error={remove.isError ? t.deleteFailed : null}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setNotice(t.deleted(deleting.name));
              setDeleting(null);
            },
          })
        }
      >
        <p className="text-sm text-slate-700">{t.deleteHint}</p>
      </ConfirmDialog>
      {editing ? (
        <EntryFormModal
          kind={kind}
          entry={editing.entry}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setNotice(t.saved(saved.name))}
        />
      ) : null}
    </section>
  );
}
