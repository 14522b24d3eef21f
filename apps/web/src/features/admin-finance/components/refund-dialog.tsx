import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit, parseRinggit } from '@app/shared/membership';
import { refundInputSchema, type FinancePayment } from '@app/shared/payments/finance';

import { useRefundReceipt } from '../api/finance-admin';

interface RefundFormValues {
  scope: 'full' | 'part';
  amount: string;
  reason: string;
}

type RefundTexts = ReturnType<typeof useMessages>['finance']['refund'];

/** The shared schema over the form: a part amount typed in RM is sent in sen. */
function refundFormSchema(t: RefundTexts, leftSen: number, idempotencyKey: string) {
  return formSchema(refundInputSchema, (values: RefundFormValues, { invalid }) => {
    let amountSen: number | undefined;
    if (values.scope === 'part') {
      const sen = parseRinggit(values.amount);
      if (sen === null || sen <= 0) invalid('amount', t.amountInvalid);
      else if (sen > leftSen)
        invalid('amount', formatMessage(t.amountTooMuch, { amount: formatRinggit(leftSen) }));
      else amountSen = sen;
    }
    if (values.reason.trim().length < 3) invalid('reason', t.reasonHint);
    return { reason: values.reason, idempotencyKey, ...(amountSen ? { amountSen } : {}) };
  });
}

/**
 * "Refund receipt MPA-…": an online receipt, in full (what is left) or in part, with a reason.
 * It shows what was paid and what is left; the button names the amount. One key per dialog, so
 * a double click refunds once.
 */
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: FinancePayment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { finance } = useMessages();
  const t = finance.refund;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefundReceipt();
  const left = payment.remainingSen;
  const schema = useMemo(
    () => refundFormSchema(t, left, idempotencyKey),
    [t, left, idempotencyKey],
  );
  const form = useForm<RefundFormValues, unknown, ReturnType<typeof schema.parse>>({
    resolver: zodResolver(schema),
    defaultValues: { scope: 'full', amount: '', reason: '' },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: t.failed });
  const scope = form.watch('scope');
  const typed = parseRinggit(form.watch('amount'));
  const shown = scope === 'full' ? left : typed !== null && typed > 0 ? typed : null;
  const receipt = payment.receiptNumber;
  const title = formatMessage(t.title, { receipt });
  const formId = `refund-${receipt}`;
  // The receipt number stays on one line on a phone (it would break at its hyphens).
  const [before = '', after = ''] = title.split(receipt);
  const errors = form.formState.errors;
  return (
    <Modal
      open
      onClose={onClose}
      title={
        <>
          {before}
          <span className="whitespace-nowrap">{receipt}</span>
          {after}
        </>
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" disabled={refund.isPending}>
            {refund.isPending ? <ButtonSpinner /> : null}
            {formatMessage(t.confirm, {
              amount: shown === null ? '' : formatRinggit(shown),
            }).trim()}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        aria-label={title}
        className="space-y-4 text-sm"
        onSubmit={submit(async (input) => {
          const done = await refund.mutateAsync({ receiptNumber: receipt, input });
          onDone(
            formatMessage(t.done, {
              amount: formatRinggit(done.amountSen),
              receipt,
              creditNote: done.creditNoteNumber,
            }),
          );
        })}
      >
        <div className="space-y-1">
          <p>{formatMessage(t.paid, { amount: formatRinggit(payment.amountSen) })}</p>
          <p className="font-semibold">{formatMessage(t.left, { amount: formatRinggit(left) })}</p>
        </div>
        <fieldset className="space-y-2">
          <legend className="sr-only">{title}</legend>
          <label className="flex items-start gap-2">
            <input type="radio" value="full" className="mt-1" {...form.register('scope')} />
            <span>{formatMessage(t.full, { amount: formatRinggit(left) })}</span>
          </label>
          <label className="flex items-start gap-2">
            <input type="radio" value="part" className="mt-1" {...form.register('scope')} />
            <span>{t.part}</span>
          </label>
        </fieldset>
        {scope === 'part' ? (
          <TextField
            label={t.amount}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        ) : null}
        <TextField label={t.reason} error={errors.reason?.message} {...form.register('reason')} />
        <p className="text-slate-600">{t.note}</p>
        <FormAlert message={formError} />
      </form>
    </Modal>
  );
}
