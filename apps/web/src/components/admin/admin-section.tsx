import type { ComponentType, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { PlusIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { Spinner } from '@/components/ui/spinner';
import type { SectionNotice as Notice } from '@/hooks/use-section-notice';
import { useMessages } from '@/lib/i18n';

/** The list query, as TanStack Query gives it. */
export interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
}

export interface AdminSectionProps {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  intro?: ReactNode;
  /** The Add button; omitted for sections that only list. */
  add?: { label: string; onClick: () => void };
  /** Other buttons beside the heading (e.g. a sync). */
  actions?: ReactNode;
  /** Between the notice and the list: filters, search, counts, panels. */
  toolbar?: ReactNode;
  /** The outcome of the last action (sections that act on their list). */
  notice?: Notice | null;
  onDismissNotice?: () => void;
  query: SectionQuery;
  /** Nothing to list (after filtering, when the section filters). */
  isEmpty: boolean;
  loadingText: string;
  loadFailedText: string;
  emptyText: string;
  emptyIcon: ComponentType<{ className?: string }>;
  /** A second line under the empty text (e.g. 'Try another search'). */
  emptyHint?: ReactNode;
  /** The list itself (shown once loaded and not empty), with any paging. */
  children: ReactNode;
  /** Paging controls, under the list. */
  paging?: ReactNode;
  /** Dialogs (form, confirmation) and anything else after the list. */
  dialogs?: ReactNode;
  className?: string;
}

/**
 * An admin section's frame: heading, intro, actions and Add button; the outcome notice; a
 * toolbar (filters, counts); then a loading state, a load failure with Retry, the empty state,
 * or the list; paging; dialogs.
 */
export function AdminSection({
  titleId,
  title,
  intro,
  add,
  actions,
  toolbar,
  notice,
  onDismissNotice,
  query,
  isEmpty,
  loadingText,
  loadFailedText,
  emptyText,
  emptyIcon: EmptyIcon,
  emptyHint,
  children,
  paging,
  dialogs,
  className = '@container space-y-5',
}: AdminSectionProps) {
  const { common } = useMessages();
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-xl">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
        </div>
        {add || actions ? (
          <div className="flex flex-wrap gap-2">
            {actions}
            {add ? (
              <Button size="sm" onClick={add.onClick}>
                <PlusIcon className="size-4" />
                {add.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {onDismissNotice ? (
        <SectionNotice notice={notice ?? null} onDismiss={onDismissNotice} />
      ) : null}
      {toolbar}

      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
          <Spinner className="size-6 border-2" />
          {loadingText}
        </div>
      ) : query.isError && query.data === undefined ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FormError message={loadFailedText} />
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : isEmpty ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        >
          <EmptyIcon className="mb-3 size-8 text-slate-400" />
          <p className="font-semibold text-slate-700">{emptyText}</p>
          {emptyHint ? <p className="mt-1 text-sm text-slate-500">{emptyHint}</p> : null}
        </div>
      ) : (
        children
      )}
      {paging}
      {dialogs}
    </section>
  );
}
