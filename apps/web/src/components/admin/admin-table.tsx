import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';

export interface AdminColumn<TItem> {
  /** The column heading (a checkbox, say, or text). */
  header: ReactNode;
  /** The heading is read by screen readers only ('Actions'). */
  isHeaderHidden?: boolean;
  /** The cell names its row: a `th scope="row"` (the item's name; give it its font weight). */
  isRowHeader?: boolean;
  /** 'end' for numbers and row buttons. */
  align?: 'start' | 'end';
  /** Classes added to the column's cells (not its heading): width, wrapping, type. */
  className?: string;
  cell: (item: TItem) => ReactNode;
}

const MIN_WIDTH = {
  none: '',
  '40rem': 'min-w-[40rem]',
  '44rem': 'min-w-[44rem]',
  '56rem': 'min-w-[56rem]',
} as const;

const WIDE_FROM = {
  '3xl': { table: 'hidden @3xl:block', cards: '@3xl:hidden' },
  '4xl': { table: 'hidden @4xl:block', cards: '@4xl:hidden' },
} as const;

const cellClass = (column: AdminColumn<never>) =>
  cn('px-4 py-3', column.align === 'end' && 'text-right', column.className);

export interface AdminTableProps<TItem> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly AdminColumn<TItem>[];
  items: readonly TItem[];
  getKey: (item: TItem) => string;
  /** Classes of an item's row (a selected or disabled one). */
  rowClassName?: (item: TItem) => string | undefined;
  /** Below this the table scrolls sideways ('none': it wraps instead, e.g. in a dialog). */
  minWidth?: keyof typeof MIN_WIDTH;
  /**
   * The phone layout (AdminCards): shown instead of the table while the section is narrower
   * than `wideFrom` (a container query, so the open sidebar counts).
   */
  cards?: ReactNode;
  wideFrom?: keyof typeof WIDE_FROM;
}

/**
 * An admin list as a table in a card (ADR 010): a caption, `scope="col"` headings, a row
 * heading for the item's name; it scrolls sideways on a narrow screen, or gives way to cards.
 */
export function AdminTable<TItem>({
  caption,
  columns,
  items,
  getKey,
  rowClassName,
  minWidth = '44rem',
  cards,
  wideFrom = '3xl',
}: AdminTableProps<TItem>) {
  const table = (
    // `relative`: the hidden headings (sr-only, absolutely placed) scroll with the table instead
    // of widening the page on a phone.
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className={cn('w-full text-left text-sm', MIN_WIDTH[minWidth])}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={cellClass({ ...column, className: undefined })}
              >
                {column.isHeaderHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={getKey(item)} className={rowClassName?.(item) ?? 'hover:bg-slate-50'}>
              {columns.map((column, index) => {
                const className = cellClass(column);
                return column.isRowHeader ? (
                  <th key={index} scope="row" className={className}>
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={index} className={className}>
                    {column.cell(item)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (cards === undefined) return table;
  return (
    <>
      <div className={WIDE_FROM[wideFrom].table}>{table}</div>
      <div className={WIDE_FROM[wideFrom].cards}>{cards}</div>
    </>
  );
}
