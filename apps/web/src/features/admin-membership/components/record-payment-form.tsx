import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
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

/**
 * Record a payment the officer has seen arrive: the type (its fee filled in), method, reference,
 * date. Confirms a pending renewal when there is one. One idempotency key per form: a double
 * click records one payment.
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
  const record = useRecordPayment(playerId);
  const schema = useMemo(() => recordPaymentFormSchema(t.typeFeeInvalid), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      typeId,
      amountSen: feeText(choices.find((type) => type.id === typeId)),
      method: 'bank_transfer',
      reference: pending?.paymentReference ?? '',
      paidOn: todayInMalaysia(),
      renewalId: pending?.id ?? null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  const {
    register,
    setValue,
    formState: { errors },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });

  const onSubmit = submit(async (input) => {
    const { receiptNumber } = await record.mutateAsync(input);
    setDone(formatMessage(t.recorded, { receipt: receiptNumber }));
    setValue('idempotencyKey', crypto.randomUUID());
    onRecorded?.(receiptNumber);
  });

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
      <Button type="submit" disabled={record.isPending || choices.length === 0}>
        {record.isPending ? <ButtonSpinner /> : null}
        {record.isPending ? t.recording : t.recordPayment}
      </Button>
    </form>
  );
}
