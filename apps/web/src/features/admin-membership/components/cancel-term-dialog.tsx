import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatDate } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit, type MembershipSummary } from '@app/shared/membership';

import { useCancelTerm } from '../api/membership-admin';

import { reasonFormSchema } from './reason-form-schema';

/** The term "Cancel latest term" cancels: the active one that ends last (as the server picks). */
export function latestActiveTerm(summary: MembershipSummary) {
  return summary.terms
    .filter((term) => term.status === 'active')
    .reduce<MembershipSummary['terms'][number] | null>(
      (max, term) => (max && max.expiresOn > term.expiresOn ? max : term),
      null,
    );
}

/**
 * Confirms "Cancel latest term": names the term and its receipt, offers to void a
 * staff-recorded receipt (checked by default; a credit note gives the money back) and asks for
 * a reason. A receipt paid online is refunded by a treasurer instead, so it is only named.
 */
export function CancelTermDialog({
  playerId,
  summary,
  onClose,
  onDone,
}: {
  playerId: string;
  summary: MembershipSummary;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const term = latestActiveTerm(summary);
  const payment = term?.receiptNumber
    ? summary.payments.find((p) => p.receiptNumber === term.receiptNumber)
    : undefined;
  const voidable = !!payment && payment.provider === 'staff' && !payment.voided;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [voidChecked, setVoidChecked] = useState(voidable);
  const cancel = useCancelTerm(playerId);
  const schema = useMemo(() => reasonFormSchema(t.reasonHint), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });
  if (!term) return null;
  const receipt = payment?.receiptNumber ?? '';
  const amount = payment ? formatRinggit(payment.amountSen - payment.refundedSen) : '';
  const typeName = term.typeName;
  return (
    <Modal
      open
      onClose={onClose}
      title={t.cancelTitle}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t.keepTerm}
          </Button>
          <Button
            type="submit"
            form="cancel-term-form"
            variant="danger"
            disabled={cancel.isPending}
          >
            {cancel.isPending ? <ButtonSpinner /> : null}
            {t.confirmCancel}
          </Button>
        </>
      }
    >
      <form
        id="cancel-term-form"
        noValidate
        aria-label={t.cancelTitle}
        className="space-y-3 text-sm"
        onSubmit={submit(async ({ reason }) => {
          const voiding = voidable && voidChecked;
          await cancel.mutateAsync({
            reason,
            receipt: voiding ? 'void' : 'keep',
            idempotencyKey,
          });
          onDone(voiding ? formatMessage(t.termCancelledVoided, { receipt }) : t.termCancelled);
        })}
      >
        <p>
          {formatMessage(t.cancelTermIntro, {
            type: typeName,
            from: formatDate(term.startsOn),
            to: formatDate(term.expiresOn),
          })}
        </p>
        <p>
          {!payment
            ? t.cancelTermNoReceipt
            : payment.voided
              ? formatMessage(t.cancelTermAlreadyVoided, { receipt })
              : payment.provider !== 'staff'
                ? formatMessage(t.cancelTermOnline, { receipt })
                : formatMessage(t.cancelTermReceipt, { receipt, amount })}
        </p>
        {voidable ? (
          <div>
            <label className="flex items-start gap-2 font-medium text-slate-900">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4"
                aria-describedby="cancel-term-void-hint"
                checked={voidChecked}
                onChange={(event) => setVoidChecked(event.target.checked)}
              />
              {formatMessage(t.voidReceiptChoice, { receipt, amount })}
            </label>
            <p id="cancel-term-void-hint" className="ml-6 text-slate-600">
              {t.voidReceiptChoiceHint}
            </p>
          </div>
        ) : null}
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
