import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError } from '@/lib/api-client';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  formatRinggit,
  parseRinggit,
  PAYMENT_METHODS,
  recordPaymentInputSchema,
  todayInMalaysia,
  type MembershipSummary,
  type MembershipType,
  type PaymentMethod,
  type RecordPaymentInput,
} from '@app/shared/membership';

import { useRecordPayment } from '../api/membership-admin';

/** What the form holds: the amount in RM as typed; the renewal and the key ride along. */
interface RecordPaymentFormValues {
  typeId: string;
  amountSen: string;
  method: PaymentMethod;
  reference: string;
  paidOn: string;
  renewalId: string | null;
  idempotencyKey: string;
}

/** The shared schema over the form: the amount typed in RM is sent in sen. */
function recordPaymentFormSchema(amountInvalid: string) {
  return formSchema(
    recordPaymentInputSchema,
    ({ renewalId, ...values }: RecordPaymentFormValues, { invalid }) => {
      const amountSen = parseRinggit(values.amountSen);
      if (amountSen === null) invalid('amountSen', amountInvalid);
      return { ...values, amountSen: amountSen ?? 0, ...(renewalId ? { renewalId } : {}) };
    },
  );
}

const feeText = (type: MembershipType | undefined) => (type ? (type.feeSen / 100).toFixed(2) : '');

/** "Record again?": the same reference was recorded for this member lately (the server says where). */
function DuplicateConfirm({
  message,
  busy,
  onRecordAgain,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onRecordAgain: () => void;
  onCancel: () => void;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const box = useRef<HTMLDivElement>(null);
  // The safe answer ("Don't record") takes the focus.
  useEffect(() => box.current?.querySelector('button')?.focus(), []);
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="duplicate-payment-title"
      aria-describedby="duplicate-payment-message"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h4 id="duplicate-payment-title" className="font-semibold text-amber-900">
        {t.duplicateTitle}
      </h4>
      <div id="duplicate-payment-message" className="space-y-1 text-amber-900">
        <p>{message}</p>
        <p>{t.duplicateIntro}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          {t.dontRecord}
        </Button>
        <Button type="button" size="sm" variant="danger" disabled={busy} onClick={onRecordAgain}>
          {busy ? <ButtonSpinner /> : null}
          {t.recordAgain}
        </Button>
      </div>
    </div>
  );
}

/**
 * Record a payment the officer has seen arrive: the type (its fee filled in), method, reference,
 * date. Confirms a pending renewal when there is one. One idempotency key per attempt: a double
 * click records one payment; after a success the form clears and takes a fresh key. The same
 * reference again within 90 days asks "Record again?" before a second receipt.
 */
export function RecordPaymentForm({
  playerId,
  summary,
  types,
  onRecorded,
}: {
  playerId: string;
  summary: MembershipSummary;
  types: readonly MembershipType[];
  onRecorded?: (receipt: string) => void;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const pending = summary.pendingRenewal;
  const choices = types.filter((type) => type.active || type.id === pending?.typeId);
  const typeId = pending?.typeId ?? summary.typeId ?? choices[0]?.id ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
  const record = useRecordPayment(playerId);
  const schema = useMemo(() => recordPaymentFormSchema(t.typeFeeInvalid), [t]);
  const [duplicate, setDuplicate] = useState<{
    message: string;
    input: RecordPaymentInput;
  } | null>(null);
  const blank = (): RecordPaymentFormValues => ({
    typeId,
    amountSen: feeText(choices.find((type) => type.id === typeId)),
    method: 'bank_transfer',
    reference: '',
    paidOn: todayInMalaysia(),
    renewalId: null,
    idempotencyKey: crypto.randomUUID(),
  });
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      ...blank(),
      reference: pending?.paymentReference ?? '',
      renewalId: pending?.id ?? null,
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const { submit, formError, setFormError } = useFormSubmit(form, {
    fallback: membership.portal.failed,
  });

  /** Recorded: say which receipt, and clear the form (a fresh key for the next payment). */
  async function send(input: RecordPaymentInput) {
    const { receiptNumber } = await record.mutateAsync(input);
    setDuplicate(null);
    form.reset(blank());
    setDone(formatMessage(t.recorded, { receipt: receiptNumber }));
    onRecorded?.(receiptNumber);
  }

  const onSubmit = submit(async (input) => {
    setDone(null);
    setHeld(false);
    try {
      await send(input);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'DUPLICATE_PAYMENT_REFERENCE') throw error;
      setDuplicate({ message: error.message, input });
    }
  });

  const recordAgain = async () => {
    if (!duplicate) return;
    try {
      await send({ ...duplicate.input, confirmDuplicate: true });
    } catch (error) {
      setDuplicate(null);
      setFormError(error instanceof Error ? error.message : membership.portal.failed);
    }
  };

  return (
    <form noValidate aria-label={t.recordPayment} className="space-y-3" onSubmit={onSubmit}>
      <SelectField
        label={t.paymentFor}
        error={errors.typeId?.message}
        options={choices.map((type) => ({
          value: type.id,
          label: `${type.name} (${formatRinggit(type.feeSen)})`,
        }))}
        {...register('typeId', {
          onChange: (event: { target: { value: string } }) => {
            const next = choices.find((type) => type.id === event.target.value);
            if (next) setValue('amountSen', feeText(next));
          },
        })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.paymentAmount}
          inputMode="decimal"
          error={errors.amountSen?.message}
          {...register('amountSen')}
        />
        <SelectField
          label={t.paymentMethod}
          options={PAYMENT_METHODS.map((value) => ({ value, label: membership.methods[value] }))}
          {...register('method')}
        />
        <TextField
          label={t.paymentReference}
          hint={t.paymentReferenceHint}
          error={errors.reference?.message}
          {...register('reference')}
        />
        <TextField
          label={t.paymentDate}
          type="date"
          max={todayInMalaysia()}
          error={errors.paidOn?.message}
          {...register('paidOn')}
        />
      </div>
      <FormAlert message={formError} />
      <FormSuccess withIcon message={done} />
      {held ? (
        <p role="status" className="text-sm text-slate-700">
          {t.notRecorded}
        </p>
      ) : null}
      {duplicate ? (
        <DuplicateConfirm
          message={duplicate.message}
          busy={record.isPending}
          onRecordAgain={() => void recordAgain()}
          onCancel={() => {
            setDuplicate(null);
            setHeld(true);
          }}
        />
      ) : null}
      <Button type="submit" disabled={record.isPending || choices.length === 0 || !!duplicate}>
        {record.isPending ? <ButtonSpinner /> : null}
        {record.isPending ? t.recording : t.recordPayment}
      </Button>
    </form>
  );
}
