import { useId, type FormEventHandler, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { Modal, type ModalSize } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';

export interface FormModalProps {
  title: string;
  onClose: () => void;
  /** The form's submit handler: `submit(save)` of useFormSubmit (docs/forms.md). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saving: the Save button shows a spinner and 'Saving…' and is disabled. */
  isBusy: boolean;
  /** The save's failure, under the fields (the dialog stays open to retry). */
  error?: string | null;
  size?: ModalSize;
  submitLabel?: string;
  pendingLabel?: string;
  /** While busy, Cancel, Escape and the backdrop do not close the dialog (e.g. a send). */
  lockWhileBusy?: boolean;
  children: ReactNode;
}

/**
 * An admin create/edit dialog: the fields in a form, Cancel and Save in the footer (Save submits
 * the form, so Enter in a field does too), the save's error under the fields.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  isBusy,
  error = null,
  size = 'lg',
  submitLabel,
  pendingLabel,
  lockWhileBusy = false,
  children,
}: FormModalProps) {
  const { adminContent, common } = useMessages();
  const formId = useId();
  return (
    <Modal
      open
      onClose={() => {
        if (!(lockWhileBusy && isBusy)) onClose();
      }}
      size={size}
      title={title}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={lockWhileBusy && isBusy}>
            {common.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={isBusy}>
            {isBusy ? <ButtonSpinner /> : null}
            {isBusy
              ? (pendingLabel ?? adminContent.common.saving)
              : (submitLabel ?? adminContent.common.save)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-busy={isBusy} className="space-y-4">
        {children}
        <FormError message={error} />
      </form>
    </Modal>
  );
}
