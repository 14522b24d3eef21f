import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form/form-messages';
import { BookIcon, PlusIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { Spinner } from '@/components/ui/spinner';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Program, ProgramKind } from '@app/shared/content';

import { useDeleteProgram, usePrograms } from './api';
import { ProgramFormModal } from './program-form-modal';
import { ProgramCards, ProgramsTable } from './programs-list';

type Editing = { program: Program | null } | null;

/** Admin: Manage Courses / Manage Clinics (spec §2) — list, create, edit, delete. */
export function ProgramsSection({ kind }: { kind: ProgramKind }) {
  const { adminContent, common } = useMessages();
  const t = adminContent.programs;
  const k = t.kinds[kind];
  const list = usePrograms(kind);
  const notice = useSectionNotice();
  const deletion = useDeleteProgram();
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<Program | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const programs = list.data ?? [];
  const titleId = `manage-${kind}-title`;

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const program = pendingDelete;
    setDeleteError(null);
    deletion.mutate(
      { kind, id: program._id },
      {
        onSuccess: () => {
          setPendingDelete(null);
          notice.showSuccess(formatMessage(t.deleted, { name: program.title }));
        },
        onError: () => setDeleteError(formatMessage(t.deleteError, { item: k.item })),
      },
    );
  };

  return (
    <section aria-labelledby={titleId} className="@container space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-xl">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {k.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{k.intro}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ program: null })}>
          <PlusIcon className="size-4" />
          {k.add}
        </Button>
      </div>

      <SectionNotice notice={notice.notice} onDismiss={notice.clear} />

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
          <Spinner className="size-6 border-2" />
          {k.loading}
        </div>
      ) : list.isError && !list.data ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FormError
            message={formatMessage(k.loadFailed, {
              message: errorText(list.error, {
                network: common.networkError,
                fallback: adminContent.common.unknownError,
              }),
            })}
          />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : programs.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        >
          <BookIcon className="mb-3 size-8 text-slate-400" />
          <p className="font-semibold text-slate-700">{k.empty}</p>
        </div>
      ) : (
        <>
          <div className="hidden @4xl:block">
            <ProgramsTable
              kind={kind}
              programs={programs}
              onEdit={(program) => setEditing({ program })}
              onDelete={setPendingDelete}
            />
          </div>
          <div className="@4xl:hidden">
            <ProgramCards
              kind={kind}
              programs={programs}
              onEdit={(program) => setEditing({ program })}
              onDelete={setPendingDelete}
            />
          </div>
        </>
      )}

      {editing ? (
        <ProgramFormModal
          kind={kind}
          program={editing.program}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            notice.showSuccess(
              formatMessage(created ? t.created : t.updated, { name: saved.title }),
            );
          }}
        />
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={formatMessage(t.deleteDialog.title, { item: k.item })}
        confirmLabel={formatMessage(t.deleteDialog.confirm, { item: k.item })}
        pendingLabel={adminContent.common.deleting}
        isPending={deletion.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={() => {
          setPendingDelete(null);
          setDeleteError(null);
        }}
      >
        <p>{formatMessage(t.deleteDialog.body, { name: pendingDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

export function ManageCoursesSection() {
  return <ProgramsSection kind="courses" />;
}

export function ManageClinicsSection() {
  return <ProgramsSection kind="clinics" />;
}
