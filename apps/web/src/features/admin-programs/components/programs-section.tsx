import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { useMissingTranslationFilter } from '@/components/admin/list-filters';
import { useAdminList } from '@/components/admin/use-admin-list';
import { BookIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Program, ProgramKind } from '@app/shared/content';
import { isMissingMalay, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

import { deleteProgram } from '../api/delete-program';
import { adminProgramsQueryKey, usePrograms } from '../api/get-programs';

import { ProgramFormModal } from './program-form-modal';
import { ProgramsList } from './programs-list';

/** Admin: Manage Courses / Manage Clinics (spec §2) — list, create, edit, delete. */
export function ProgramsSection({ kind }: { kind: ProgramKind }) {
  const { adminContent, common } = useMessages();
  const t = adminContent.programs;
  const k = t.kinds[kind];
  const programs = usePrograms(kind);
  const list = useAdminList<Program>({
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
  const missing = useMissingTranslationFilter(programs.data ?? [], (p) =>
    isMissingMalay(p, PROGRAM_TRANSLATED_FIELDS),
  );

  return (
    <AdminSection
      titleId={`manage-${kind}-title`}
      title={k.title}
      intro={k.intro}
      list={list}
      add={{ label: k.add }}
      editor={(program) => (
        <ProgramFormModal kind={kind} program={program} onClose={list.close} onSaved={list.saved} />
      )}
      deleteDialog={{
        title: formatMessage(t.deleteDialog.title, { item: k.item }),
        confirm: formatMessage(t.deleteDialog.confirm, { item: k.item }),
        body: t.deleteDialog.body,
      }}
      toolbar={missing.control ? <FilterBar>{missing.control}</FilterBar> : null}
      query={programs}
      isEmpty={missing.shown.length === 0}
      loadingText={k.loading}
      loadFailedText={formatMessage(k.loadFailed, {
        message: errorText(programs.error, {
          network: common.networkError,
          fallback: adminContent.common.unknownError,
        }),
      })}
      emptyText={missing.isOn ? adminContent.common.noneMissing : k.empty}
      emptyIcon={BookIcon}
    >
      <ProgramsList
        kind={kind}
        programs={missing.shown}
        onEdit={list.open}
        onDelete={list.askDelete}
      />
    </AdminSection>
  );
}

export function ManageCoursesSection() {
  return <ProgramsSection kind="courses" />;
}

export function ManageClinicsSection() {
  return <ProgramsSection kind="clinics" />;
}
