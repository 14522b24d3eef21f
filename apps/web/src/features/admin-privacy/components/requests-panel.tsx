import type { ReactNode } from 'react';

import { AdminTable } from '@/components/admin/admin-table';
import { FormAlert } from '@/components/ui/form/form-messages';

/** A titled list on the Data Requests screen, with its loading, failure and empty states. */
export function RequestsPanel({
  id,
  texts,
  columns,
  query,
  children,
}: {
  id: string;
  texts: { title: string; intro: string; loading: string; loadFailed: string; empty: string };
  columns: string[];
  query: { isPending: boolean; isError: boolean; data: readonly unknown[] | undefined };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900">
          {texts.title}
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{texts.intro}</p>
      </div>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {texts.loading}
        </p>
      ) : query.isError ? (
        <FormAlert message={texts.loadFailed} />
      ) : !query.data || query.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
          {texts.empty}
        </p>
      ) : (
        <AdminTable caption={texts.title} columns={columns}>
          {children}
        </AdminTable>
      )}
    </section>
  );
}
