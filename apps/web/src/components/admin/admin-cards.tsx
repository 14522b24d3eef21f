import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';

export interface AdminCardField {
  label: ReactNode;
  value: ReactNode;
  /** Across both columns. */
  isWide?: boolean;
  /** The label is read by screen readers only. */
  isLabelHidden?: boolean;
  /** Classes of the value (default: its colour), e.g. 'truncate text-slate-800'. */
  className?: string;
}

/** One item's card. */
export interface AdminCard {
  /** Before the title (a selection checkbox). */
  lead?: ReactNode;
  title: ReactNode;
  /** Under the title (an id, a missing-translation badge). */
  subtitle?: ReactNode;
  /** Beside the title, at the end (a status badge, an actions menu). */
  aside?: ReactNode;
  /** A line of facts instead of, or before, the labelled fields. */
  summary?: ReactNode;
  fields?: readonly (AdminCardField | null | false)[];
  /** The row buttons, under a rule. */
  actions?: ReactNode;
}

export interface AdminCardsProps<TItem> {
  /** The list's accessible name (the table's caption). */
  label: string;
  items: readonly TItem[];
  getKey: (item: TItem) => string;
  card: (item: TItem) => AdminCard;
  /** Classes of an item's card (a selected one). */
  cardClassName?: (item: TItem) => string | undefined;
}

/** An admin list on a phone (ADR 010): one card per item, the table's columns as label/value. */
export function AdminCards<TItem>({
  label,
  items,
  getKey,
  card,
  cardClassName,
}: AdminCardsProps<TItem>) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
      {items.map((item) => {
        const { lead, title, subtitle, aside, summary, fields, actions } = card(item);
        const shown = (fields ?? []).filter((field): field is AdminCardField => Boolean(field));
        return (
          <li
            key={getKey(item)}
            className={cn(
              'min-w-0 rounded-2xl bg-white p-4 shadow-sm',
              cardClassName?.(item) ?? 'ring-1 ring-slate-200',
            )}
          >
            <div className="flex items-start gap-3">
              {lead}
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">{title}</p>
                {subtitle}
              </div>
              {aside}
            </div>
            {summary ? (
              <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {summary}
              </div>
            ) : null}
            {shown.length > 0 ? (
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                {shown.map((field, index) => (
                  <div key={index} className={cn('min-w-0', field.isWide && 'col-span-2')}>
                    <dt className={field.isLabelHidden ? 'sr-only' : 'text-xs text-slate-500'}>
                      {field.label}
                    </dt>
                    <dd className={cn('mt-0.5', field.className ?? 'text-slate-800')}>
                      {field.value}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {actions ? <div className="mt-3 border-t border-slate-100 pt-3">{actions}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
