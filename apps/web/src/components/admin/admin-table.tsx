import type { ReactNode } from 'react';

export interface AdminTableProps {
  /** Read by screen readers as the table's name. */
  caption: string;
  /** Column headings, in order (a heading may be visually hidden). */
  columns: readonly ReactNode[];
  children: ReactNode;
}

/** An admin list as a table in a card; it scrolls sideways on a narrow screen. */
export function AdminTable({ caption, columns, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
