import { AdminSection, type AdminSectionTexts } from '@/components/admin/admin-section';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';

/** The rows of a data-requests list, and what their query says. */
interface RequestRows<TRow> {
  isPending: boolean;
  isError: boolean;
  data: readonly TRow[] | undefined;
  refetch: () => unknown;
}

/** A titled list below the corrections on the Data Requests screen (kit panel and table). */
export function RequestsPanel<TRow extends { _id: string }>({
  id,
  texts,
  query,
  columns,
}: {
  id: string;
  texts: Required<
    Pick<AdminSectionTexts<TRow>, 'title' | 'intro' | 'loading' | 'loadFailed' | 'empty'>
  >;
  query: RequestRows<TRow>;
  columns: readonly AdminColumn<TRow>[];
}) {
  const rows = query.data ?? [];
  return (
    <AdminSection
      variant="panel"
      titleId={id}
      texts={texts}
      query={query}
      isEmpty={rows.length === 0}
    >
      <AdminTable
        caption={texts.title}
        items={rows}
        getKey={(row) => row._id}
        rowClassName={() => 'align-top'}
        columns={columns}
      />
    </AdminSection>
  );
}
