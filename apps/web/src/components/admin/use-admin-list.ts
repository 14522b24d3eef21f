import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

/** An outcome text: a template where {name} is the item's name, or built from the item. */
export type ItemText<TItem> = string | ((item: TItem) => string);

export interface AdminListMessages<TItem> {
  /** After a form saved a new item ('“{name}” was published.'). */
  created?: ItemText<TItem>;
  /** After a form saved an existing item. */
  updated?: ItemText<TItem>;
  deleted?: ItemText<TItem>;
  /**
   * A refused deletion: a fallback for when the server gives no reason (its message otherwise),
   * or the whole text from the error.
   */
  deleteFailed?: string | ((error: unknown, item: TItem) => string);
}

export interface AdminListOptions<TItem> {
  /** The item's name in the outcome texts and the delete confirmation. */
  getName?: (item: TItem) => string;
  messages?: AdminListMessages<TItem>;
  /** Deletes an item on the server; lists without Delete leave it out. */
  remove?: (item: TItem) => Promise<unknown>;
  /** The cached list the deleted item leaves at once (an array, a page or pages of `items`). */
  listKey?: QueryKey;
  /** The item's id in that list (default: its `_id`). */
  getId?: (item: TItem) => string;
  /** What to read again after a deletion (default: the list; a prefix reaches related lists). */
  invalidateKey?: QueryKey;
  /**
   * Where a refused deletion is told: 'notice' (the dialog closes; the section's alert says it)
   * or 'dialog' (the dialog stays open with the error, to retry).
   */
  deleteErrorIn?: 'notice' | 'dialog';
  /** After the server deleted an item (e.g. step back from an emptied page). */
  onDeleted?: (item: TItem) => void;
  /** The form stays open after a save (a new directory entry then takes its photos). */
  keepOpenOnSave?: boolean;
}

/** The item open in the section's dialog: null for a new one. */
export interface OpenItem<TItem> {
  item: TItem | null;
}

function withoutItem(data: unknown, isGone: (item: unknown) => boolean): unknown {
  if (Array.isArray(data)) return data.filter((item) => !isGone(item));
  if (!data || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (Array.isArray(record.pages)) {
    return { ...record, pages: record.pages.map((page) => withoutItem(page, isGone)) };
  }
  if (Array.isArray(record.items)) {
    const items = record.items.filter((item) => !isGone(item));
    const removed = record.items.length - items.length;
    const total = typeof record.total === 'number' ? { total: record.total - removed } : {};
    return { ...record, items, ...total };
  }
  return data;
}

/**
 * The state every admin list section shares (ADR 010):
 * - the outcome notice of the last action;
 * - the item open in the section's dialog (a form for a new or an existing item, or a detail
 *   view), and `saved`, which closes a form and says what was saved;
 * - the item waiting for its delete confirmation, and the deletion itself: **optimistic**, the
 *   row leaves the cached list at once and comes back if the server refuses; the list is read
 *   again either way.
 */
export function useAdminList<TItem>({
  getName = () => '',
  messages = {},
  remove,
  listKey,
  getId = (item) => (item as { _id?: string })._id ?? '',
  invalidateKey = listKey,
  deleteErrorIn = 'notice',
  onDeleted,
  keepOpenOnSave = false,
}: AdminListOptions<TItem> = {}) {
  const { common } = useMessages();
  const queryClient = useQueryClient();
  const notice = useSectionNotice();
  const [opened, setOpened] = useState<OpenItem<TItem> | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const text = (message: ItemText<TItem> | undefined, item: TItem) =>
    typeof message === 'function'
      ? message(item)
      : message === undefined
        ? null
        : formatMessage(message, { name: getName(item) });
  const failureText = (error: unknown, item: TItem) => {
    const failed = messages.deleteFailed;
    if (typeof failed === 'function') return failed(error, item);
    return errorText(error, { network: common.networkError, fallback: failed ?? '' });
  };

  const deletion = useMutation<unknown, unknown, TItem, { previous: unknown }>({
    mutationFn: (item) => (remove ? remove(item) : Promise.resolve()),
    onMutate: async (item) => {
      if (!listKey) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      const id = getId(item);
      queryClient.setQueryData(listKey, (data: unknown) =>
        withoutItem(data, (other) => getId(other as TItem) === id),
      );
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (listKey && context?.previous !== undefined) {
        queryClient.setQueryData(listKey, context.previous);
      }
    },
    onSettled: () =>
      invalidateKey ? queryClient.invalidateQueries({ queryKey: invalidateKey }) : undefined,
  });

  const closeDelete = () => {
    setPendingDelete(null);
    setDeleteError(null);
  };

  return {
    notice: notice.notice,
    showSuccess: notice.showSuccess,
    showError: notice.showError,
    clearNotice: notice.clear,

    opened,
    openNew: () => setOpened({ item: null }),
    open: (item: TItem) => setOpened({ item }),
    close: () => setOpened(null),
    /** After a save (the forms' `onSaved(saved, created)`): closes the form, says what was saved. */
    saved: (item: TItem, created = false) => {
      if (!keepOpenOnSave) setOpened(null);
      const said = text(created ? messages.created : messages.updated, item);
      if (said) notice.showSuccess(said);
    },

    pendingDelete,
    askDelete: (item: TItem) => {
      setDeleteError(null);
      setPendingDelete(item);
    },
    cancelDelete: closeDelete,
    isDeleting: deletion.isPending,
    deleteError,
    confirmDelete: () => {
      if (!pendingDelete) return;
      const item = pendingDelete;
      setDeleteError(null);
      if (deleteErrorIn === 'notice') notice.clear();
      deletion.mutate(item, {
        onSuccess: () => {
          closeDelete();
          onDeleted?.(item);
          const said = text(messages.deleted, item);
          if (said) notice.showSuccess(said);
        },
        onError: (error) => {
          if (deleteErrorIn === 'dialog') {
            setDeleteError(failureText(error, item));
            return;
          }
          closeDelete();
          notice.showError(failureText(error, item));
        },
      });
    },
    getName,
  };
}

export type AdminList<TItem> = ReturnType<typeof useAdminList<TItem>>;

/** What a section's helpers may say in its notice (print, export, row actions). */
export type AdminListNotice = Pick<AdminList<unknown>, 'showSuccess' | 'showError' | 'clearNotice'>;
