import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { CrudDeleteDialog } from '@/components/admin/crud-delete-dialog';
import { MissingTranslationFilter } from '@/components/admin/missing-translation-filter';
import { useCrudSection } from '@/components/admin/use-crud-section';
import { BookIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Program, ProgramKind } from '@app/shared/content';
import { isMissingMalay, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

import { deleteProgram } from '../api/delete-program';
import { adminProgramsQueryKey, usePrograms } from '../api/get-programs';

import { ProgramFormModal } from './program-form-modal';
import { ProgramCards, ProgramsTable } from './programs-list';

/** Admin: Manage Courses / Manage Clinics (spec §2) — list, create, edit, delete. */
export function ProgramsSection({ kind }: { kind: ProgramKind }) {
  const { adminContent, common } = useMessages();
  const t = adminContent.programs;
  const k = t.kinds[kind];
  const list = usePrograms(kind);
  const crud = useCrudSection<Program>({
    listKey: adminProgramsQueryKey(kind),
    getId: (program) => program._id,
    getName: (program) => program.title,
    remove: (program) => deleteProgram(kind, program._id),
    messages: {
      created: t.created,
      updated: t.updated,
      deleted: t.deleted,
      deleteFailed: () => formatMessage(t.deleteError, { item: k.item }),
    },
    // The dialog stays open with the error, to retry.
    deleteErrorIn: 'dialog',
  });
  const [onlyMissing, setOnlyMissing] = useState(false);
  const all = list.data ?? [];
  const programs = onlyMissing
    ? all.filter((p) => isMissingMalay(p, PROGRAM_TRANSLATED_FIELDS))
    : all;
  const rows = { kind, programs, onEdit: crud.startEdit, onDelete: crud.askDelete };

  return (
    <AdminSection
      titleId={`manage-${kind}-title`}
      title={k.title}
      intro={k.intro}
      add={{ label: k.add, onClick: crud.startCreate }}
      notice={crud.notice}
      onDismissNotice={crud.clearNotice}
      toolbar={
        all.length > 0 ? (
          <MissingTranslationFilter checked={onlyMissing} onChange={setOnlyMissing} />
        ) : null
      }
      query={list}
      isEmpty={programs.length === 0}
      loadingText={k.loading}
      loadFailedText={formatMessage(k.loadFailed, {
        message: errorText(list.error, {
          network: common.networkError,
          fallback: adminContent.common.unknownError,
        }),
      })}
      emptyText={onlyMissing ? adminContent.common.noneMissing : k.empty}
      emptyIcon={BookIcon}
      dialogs={
        <>
          {crud.editing ? (
            <ProgramFormModal
              kind={kind}
              program={crud.editing.item}
              onClose={crud.closeEditor}
              onSaved={crud.saved}
            />
          ) : null}
          <CrudDeleteDialog
            crud={crud}
            title={formatMessage(t.deleteDialog.title, { item: k.item })}
            confirmLabel={formatMessage(t.deleteDialog.confirm, { item: k.item })}
            pendingLabel={adminContent.common.deleting}
          >
            {(program) => <p>{formatMessage(t.deleteDialog.body, { name: program.title })}</p>}
          </CrudDeleteDialog>
        </>
      }
    >
      <div className="hidden @4xl:block">
        <ProgramsTable {...rows} />
      </div>
      <div className="@4xl:hidden">
        <ProgramCards {...rows} />
      </div>
    </AdminSection>
  );
}

export function ManageCoursesSection() {
  return <ProgramsSection kind="courses" />;
}

export function ManageClinicsSection() {
  return <ProgramsSection kind="clinics" />;
}
