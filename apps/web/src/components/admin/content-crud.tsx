import type { QueryKey } from '@tanstack/react-query';

import { CrudDeleteDialog } from '@/components/admin/crud-delete-dialog';
import { useCrudSection, type CrudSection } from '@/components/admin/use-crud-section';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

/** What a content list says about its items ({name} is the item's name). */
export interface ContentCrudTexts {
  created: string;
  updated: string;
  deleted: string;
  /** When the server gives no reason for a refused deletion. */
  deleteFailed: string;
  deleteDialog: { title: string; body: string; confirm: string };
}

/** A content list's crud state, with its texts for the outcome notices. */
export function useContentCrud<TItem>(options: {
  listKey: QueryKey;
  getId: (item: TItem) => string;
  getName: (item: TItem) => string;
  remove: (item: TItem) => Promise<unknown>;
  texts: ContentCrudTexts;
}) {
  const { common } = useMessages();
  const { texts, ...crud } = options;
  return useCrudSection<TItem>({
    ...crud,
    messages: {
      created: texts.created,
      updated: texts.updated,
      deleted: texts.deleted,
      deleteFailed: (error) =>
        errorText(error, { network: common.networkError, fallback: texts.deleteFailed }),
    },
  });
}

/** The confirmation before an item of a content list is deleted. */
export function ContentDeleteDialog<TItem>({
  crud,
  texts,
  getName,
}: {
  crud: CrudSection<TItem>;
  texts: ContentCrudTexts;
  getName: (item: TItem) => string;
}) {
  const { adminContent } = useMessages();
  return (
    <CrudDeleteDialog
      crud={crud}
      title={texts.deleteDialog.title}
      confirmLabel={texts.deleteDialog.confirm}
      pendingLabel={adminContent.common.deleting}
    >
      {(item) => <p>{formatMessage(texts.deleteDialog.body, { name: getName(item) })}</p>}
    </CrudDeleteDialog>
  );
}
