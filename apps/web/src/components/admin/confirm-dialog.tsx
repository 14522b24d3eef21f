import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Shown in the dialog when the confirmed action failed; the dialog stays open to retry. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no dialog before a destructive action; Cancel is focused first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pendingLabel,
  isPending,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { common } = useMessages();
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={isPending}>
            {common.cancel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={isPending}>
            {isPending ? <ButtonSpinner /> : null}
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm leading-relaxed">
        <div>{children}</div>
        <FormError message={error} />
      </div>
    </Modal>
  );
}
