import type { ComponentType, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormError } from '@/components/ui/form/form-messages';
import { PlusIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { ConfirmDialog } from './confirm-dialog';
import type { AdminList, ItemText } from './use-admin-list';

/** The list query, as TanStack Query gives it. */
export interface SectionQuery {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
}

/** The texts of the confirmation before an item is deleted ({name}: the item's name). */
export interface DeleteDialogTexts<TItem> {
  title: ItemText<TItem>;
  confirm: ItemText<TItem>;
  /** Default: 'Deleting…'. */
  pending?: string;
  /** The question: a template (a paragraph) or built from the item. */
  body: string | ((item: TItem) => ReactNode);
}

/**
 * A section's words in one object, as the message catalogues keep them (`adminContent.affiliates`
 * and the like); a prop of the same meaning wins over it.
 */
export interface AdminSectionTexts<TItem> {
  title?: string;
  intro?: string;
  /** The Add button's label. */
  add?: string;
  loading?: string;
  loadFailed?: string;
  empty?: string;
  deleteDialog?: DeleteDialogTexts<TItem>;
}

export interface AdminSectionProps<TItem> {
  /** The section's words (title, intro, Add, loading, failure, empty, delete confirmation). */
  texts?: AdminSectionTexts<TItem>;
  /** Id of the heading, which names the section. */
  titleId?: string;
  /** The heading; a section the dashboard's page heading names may go without one. */
  title?: string;
  intro?: ReactNode;
  /**
   * 'section' (an h2, the dashboard's section) or 'panel' (an h3 list inside a section or card,
   * with compact loading, failure and empty states).
   */
  variant?: 'section' | 'panel';
  /** The section's list state (useAdminList): its notice, the open item's dialog, deleting. */
  list?: AdminList<TItem>;
  /** The Add button (opens `editor` for a new item unless `onClick` says otherwise). */
  add?: { label: string; onClick?: () => void };
  /** The dialog of the open item: its form (null: a new one), or its details. */
  editor?: (item: TItem | null) => ReactNode;
  /** The delete confirmation (sections whose list deletes). */
  deleteDialog?: DeleteDialogTexts<TItem>;
  /** Other buttons beside the heading (e.g. a sync, filters). */
  actions?: ReactNode;
  /** Between the notice and the list: filters, search, counts, panels. */
  toolbar?: ReactNode;
  /** The list query; a section made of panels leaves it out and shows its children. */
  query?: SectionQuery;
  /** Nothing to list (after filtering, when the section filters). */
  isEmpty?: boolean;
  /** Beside the spinner while loading (a section may show the spinner alone). */
  loadingText?: string;
  loadFailedText?: string;
  emptyText?: ReactNode;
  emptyIcon?: ComponentType<{ className?: string }>;
  /** A second line under the empty text (e.g. 'Try another search'). */
  emptyHint?: ReactNode;
  /** The list itself (shown once loaded and not empty). */
  children: ReactNode;
  /** Paging controls, under the list: Show more, or Previous/Next. */
  paging?: ReactNode;
  /** Other dialogs and anything else after the list. */
  dialogs?: ReactNode;
  className?: string;
}

function textFor<TItem>(text: ItemText<TItem>, item: TItem, name: string): string {
  return typeof text === 'function' ? text(item) : formatMessage(text, { name });
}

function DeleteConfirmation<TItem>({
  list,
  texts,
}: {
  list: AdminList<TItem>;
  texts: DeleteDialogTexts<TItem>;
}) {
  const { adminContent } = useMessages();
  const item = list.pendingDelete;
  const name = item === null ? '' : list.getName(item);
  return (
    <ConfirmDialog
      open={item !== null}
      title={item === null ? '' : textFor(texts.title, item, name)}
      confirmLabel={item === null ? '' : textFor(texts.confirm, item, name)}
      pendingLabel={texts.pending ?? adminContent.common.deleting}
      isPending={list.isDeleting}
      error={list.deleteError}
      onConfirm={list.confirmDelete}
      onCancel={list.cancelDelete}
    >
      {item === null ? null : typeof texts.body === 'function' ? (
        texts.body(item)
      ) : (
        <p>{formatMessage(texts.body, { name })}</p>
      )}
    </ConfirmDialog>
  );
}

function ListState({
  variant,
  query,
  isEmpty,
  loadingText,
  loadFailedText,
  emptyText,
  emptyIcon: EmptyIcon,
  emptyHint,
  children,
}: Pick<
  AdminSectionProps<unknown>,
  | 'loadingText'
  | 'loadFailedText'
  | 'emptyText'
  | 'emptyIcon'
  | 'emptyHint'
  | 'children'
  | 'isEmpty'
> & { variant: 'section' | 'panel'; query: SectionQuery }) {
  const { common } = useMessages();
  const isPanel = variant === 'panel';
  if (query.isPending) {
    return isPanel ? (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-5 border-2" /> {loadingText}
      </p>
    ) : (
      <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
        <Spinner className="size-6 border-2" />
        {loadingText}
      </div>
    );
  }
  if (query.isError && query.data === undefined) {
    return isPanel ? (
      <FormAlert message={loadFailedText} />
    ) : (
      <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <FormError message={loadFailedText ?? null} />
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return isPanel ? (
      <p className="text-sm text-slate-600">{emptyText}</p>
    ) : (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
      >
        {EmptyIcon ? <EmptyIcon className="mb-3 size-8 text-slate-400" /> : null}
        <p className="font-semibold text-slate-700">{emptyText}</p>
        {emptyHint ? <p className="mt-1 text-sm text-slate-500">{emptyHint}</p> : null}
      </div>
    );
  }
  return <>{children}</>;
}

/**
 * An admin section's frame (ADR 010): heading, intro, actions and Add button; the outcome
 * notice; a toolbar (filters, counts); then a loading state, a load failure (with Retry in a
 * section), the empty state, or the list; paging; the open item's dialog, the delete
 * confirmation and any other dialogs.
 */
export function AdminSection<TItem>({
  texts = {},
  titleId,
  title = texts.title,
  intro = texts.intro,
  variant = 'section',
  list,
  add = texts.add === undefined ? undefined : { label: texts.add },
  editor,
  deleteDialog = texts.deleteDialog,
  actions,
  toolbar,
  query,
  isEmpty = false,
  loadingText = texts.loading,
  loadFailedText = texts.loadFailed,
  emptyText = texts.empty,
  emptyIcon,
  emptyHint,
  children,
  paging,
  dialogs,
  className = variant === 'panel' ? 'space-y-3' : '@container space-y-5',
}: AdminSectionProps<TItem>) {
  const isPanel = variant === 'panel';
  const Heading = isPanel ? 'h3' : 'h2';
  const addButton = add ? (
    <Button size="sm" onClick={add.onClick ?? list?.openNew}>
      <PlusIcon className="size-4" />
      {add.label}
    </Button>
  ) : null;
  const hasHeader = Boolean(title || intro || actions || addButton);
  return (
    <section aria-labelledby={title ? titleId : undefined} className={className}>
      {hasHeader ? (
        <div
          className={`flex flex-wrap items-start gap-4 ${title || intro ? 'justify-between' : 'justify-end'}`}
        >
          {title || intro ? (
            <div className={isPanel ? 'min-w-0 max-w-3xl' : 'min-w-0 max-w-xl'}>
              {title ? (
                <Heading
                  id={titleId}
                  className={
                    isPanel
                      ? 'text-base font-semibold text-slate-900'
                      : 'text-lg font-semibold text-slate-900'
                  }
                >
                  {title}
                </Heading>
              ) : null}
              {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
            </div>
          ) : null}
          {actions || addButton ? (
            <div className="flex flex-wrap gap-2">
              {actions}
              {addButton}
            </div>
          ) : null}
        </div>
      ) : null}

      {list ? <SectionNotice notice={list.notice} onDismiss={list.clearNotice} /> : null}
      {toolbar}

      {query ? (
        <ListState
          variant={variant}
          query={query}
          isEmpty={isEmpty}
          loadingText={loadingText}
          loadFailedText={loadFailedText}
          emptyText={emptyText}
          emptyIcon={emptyIcon}
          emptyHint={emptyHint}
        >
          {children}
        </ListState>
      ) : (
        children
      )}
      {paging}
      {list && editor && list.opened ? editor(list.opened.item) : null}
      {list && deleteDialog ? <DeleteConfirmation list={list} texts={deleteDialog} /> : null}
      {dialogs}
    </section>
  );
}
