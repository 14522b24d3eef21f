import type { ReactNode } from 'react';

import { ConfirmDialog } from './confirm-dialog';
import type { CrudSection } from './use-crud-section';

export interface CrudDeleteDialogProps<TItem> {
  crud: CrudSection<TItem>;
  title: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The question, for the item about to be deleted. */
  children: (item: TItem) => ReactNode;
}

/** The section's delete confirmation, driven by its useCrudSection state. */
export function CrudDeleteDialog<TItem>({
  crud,
  title,
  confirmLabel,
  pendingLabel,
  children,
}: CrudDeleteDialogProps<TItem>) {
  return (
    <ConfirmDialog
      open={crud.pendingDelete !== null}
      title={title}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      isPending={crud.isDeleting}
      error={crud.deleteError}
      onConfirm={crud.confirmDelete}
      onCancel={crud.cancelDelete}
    >
      {crud.pendingDelete !== null ? children(crud.pendingDelete) : null}
    </ConfirmDialog>
  );
}
