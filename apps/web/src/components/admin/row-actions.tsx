import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

export interface RowActionsProps {
  /** The row's name, for the buttons' accessible names ('Edit Founded', 'Delete Founded'). */
  name: string;
  /** Omitted for rows that cannot be edited here (e.g. tournaments, owned by the portal). */
  onEdit?: () => void;
  onDelete: () => void;
  /**
   * Buttons that say the row's name in full ('Edit Venue 01'); otherwise they read 'Edit' and
   * 'Delete', named for the row for screen readers.
   */
  labels?: { edit: string; delete: string };
  /** Buttons before Edit (e.g. reordering). */
  children?: ReactNode;
  className?: string;
}

/** A row's Edit (when editable) and Delete buttons (Delete asks first, through the section). */
export function RowActions({
  name,
  onEdit,
  onDelete,
  labels,
  children,
  className,
}: RowActionsProps) {
  const t = useMessages().adminContent.common;
  const editName = labels?.edit ?? formatMessage(t.editLabel, { name });
  const deleteName = labels?.delete ?? formatMessage(t.deleteLabel, { name });
  return (
    // One line (max-content), so a table's narrow actions column never stacks Edit over Delete.
    <div className={cn('flex min-w-max flex-wrap justify-end gap-1', className)}>
      {children}
      {onEdit ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={labels ? undefined : editName}
        >
          {labels ? editName : t.edit}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
        aria-label={labels ? undefined : deleteName}
      >
        {labels ? deleteName : t.delete}
      </Button>
    </div>
  );
}
