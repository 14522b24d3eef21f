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
  /** Buttons before Edit (e.g. reordering). */
  children?: ReactNode;
  className?: string;
}

/** A row's Edit (when editable) and Delete buttons (Delete asks first, through the section's ConfirmDialog). */
export function RowActions({ name, onEdit, onDelete, children, className }: RowActionsProps) {
  const t = useMessages().adminContent.common;
  return (
    <div className={cn('flex flex-wrap justify-end gap-1', className)}>
      {children}
      {onEdit ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={formatMessage(t.editLabel, { name })}
        >
          {t.edit}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        onClick={onDelete}
        aria-label={formatMessage(t.deleteLabel, { name })}
      >
        {t.delete}
      </Button>
    </div>
  );
}
