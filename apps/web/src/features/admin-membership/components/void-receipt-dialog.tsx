import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit, type MembershipPayment } from '@app/shared/membership';

import { useVoidReceipt } from '../api/membership-admin';

import { reasonFormSchema } from './reason-form-schema';

/**
 * "Void receipt MPA-…": a staff-recorded payment entered by mistake. A reason is required (on
 * the credit note, in the audit log); one key per dialog, so a double click voids once.
 */
export function VoidReceiptDialog({
  playerId,
  payment,
  onClose,
  onDone,
}: {
  playerId: string;
  payment: MembershipPayment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const voidReceipt = useVoidReceipt(playerId);
  const schema = useMemo(() => reasonFormSchema(t.reasonHint), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });
  const receipt = payment.receiptNumber;
  const remaining = payment.amountSen - payment.refundedSen;
  const formId = `void-${receipt}`;
  return (
    <Modal
      open
      onClose={onClose}
      title={formatMessage(t.voidTitle, { receipt })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t.dontVoid}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={voidReceipt.isPending}>
            {voidReceipt.isPending ? <ButtonSpinner /> : null}
            {t.confirmVoid}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={formatMessage(t.voidTitle, { receipt })}
        className="space-y-3 text-sm"
        onSubmit={submit(async ({ reason }) => {
          await voidReceipt.mutateAsync({
            receiptNumber: receipt,
            input: { reason, idempotencyKey },
          });
          onDone(formatMessage(t.voidedDone, { receipt }));
        })}
      >
        <p>{formatMessage(t.voidIntro, { amount: formatRinggit(remaining) })}</p>
        <TextField
          label={t.reason}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <FormAlert message={formError} />
      </form>
    </Modal>
  );
}
