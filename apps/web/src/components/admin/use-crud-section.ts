import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

import { useSectionNotice } from '@/hooks/use-section-notice';
import { formatMessage } from '@/lib/format-message';

export interface CrudSectionMessages {
  /** '“{name}” was published.' and the like: {name} is the item's name (sections with a form). */
  created?: string;
  updated?: string;
  deleted: string;
  /** The text for a failed deletion (the server's message, or the section's fallback). */
  deleteFailed: (error: unknown) => string;
}

export interface CrudSectionOptions<TItem> {
  /** The query holding the section's list (an array of items). */
  listKey: QueryKey;
  /** What to read again after a deletion (default: the list; a prefix reaches related lists). */
  invalidateKey?: QueryKey;
  getId: (item: TItem) => string;
  getName: (item: TItem) => string;
  /** Deletes an item on the server. */
  remove: (item: TItem) => Promise<unknown>;
  messages: CrudSectionMessages;
  /**
   * Where a failed deletion is told: 'notice' (the dialog closes; the section's alert says it)
   * or 'dialog' (the dialog stays open with the error, to retry).
   */
  deleteErrorIn?: 'notice' | 'dialog';
}

interface DeleteContext {
  previous: unknown;
}

/**
 * The state every admin list section shares: the form being edited (a new item or an existing
 * one), the item waiting for delete confirmation, and the outcome notice. Deleting removes the
 * item from the list at once (optimistic) and puts it back if the server refuses; the list is
 * read again either way.
 */
export function useCrudSection<TItem>({
  listKey,
  invalidateKey = listKey,
  getId,
  getName,
  remove,
  messages,
  deleteErrorIn = 'notice',
}: CrudSectionOptions<TItem>) {
  const queryClient = useQueryClient();
  const notice = useSectionNotice();
  const [editing, setEditing] = useState<{ item: TItem | null } | null>(null);
  const [pendingDelete, setPendingDelete] = useState<TItem | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const deletion = useMutation<unknown, unknown, TItem, DeleteContext>({
    mutationFn: (item) => remove(item),
    onMutate: async (item) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (data: unknown) =>
        Array.isArray(data) ? (data as TItem[]).filter((i) => getId(i) !== getId(item)) : data,
      );
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context) queryClient.setQueryData(listKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidateKey }),
  });

  const closeDelete = () => {
    setPendingDelete(null);
    setDeleteError(null);
  };

  return {
    notice: notice.notice,
    clearNotice: notice.clear,
    showSuccess: notice.showSuccess,
    showError: notice.showError,

    editing,
    startCreate: () => setEditing({ item: null }),
    startEdit: (item: TItem) => setEditing({ item }),
    closeEditor: () => setEditing(null),
    /** After a save: closes the form and says what was saved. */
    saved: (item: TItem, created: boolean) => {
      setEditing(null);
      const template = created ? messages.created : messages.updated;
      if (template) notice.showSuccess(formatMessage(template, { name: getName(item) }));
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
          notice.showSuccess(formatMessage(messages.deleted, { name: getName(item) }));
        },
        onError: (error) => {
          if (deleteErrorIn === 'dialog') {
            setDeleteError(messages.deleteFailed(error));
            return;
          }
          closeDelete();
          notice.showError(messages.deleteFailed(error));
        },
      });
    },
  };
}

export type CrudSection<TItem> = ReturnType<typeof useCrudSection<TItem>>;
