import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { fieldErrors } from '@/lib/field-errors';
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
  const { membership, common } = useMessages();
  const t = membership.admin;
  const pending = summary.pendingRenewal;
  const choices = types.filter((type) => type.active || type.id === pending?.typeId);
  const [typeId, setTypeId] = useState(pending?.typeId ?? summary.typeId ?? choices[0]?.id ?? '');
  const chosen = choices.find((type) => type.id === typeId);
  const [amount, setAmount] = useState(chosen ? (chosen.feeSen / 100).toFixed(2) : '');
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const [reference, setReference] = useState(pending?.paymentReference ?? '');
  const [paidOn, setPaidOn] = useState(todayInMalaysia());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const record = useRecordPayment(playerId);

  const submit = () => {
    const amountSen = parseRinggit(amount);
    const parsed = recordPaymentInputSchema.safeParse({
      typeId,
      amountSen: amountSen ?? Number.NaN,
      method,
      reference,
      paidOn,
      ...(pending ? { renewalId: pending.id } : {}),
      idempotencyKey: key,
    });
    if (!parsed.success || amountSen === null) {
      const next = fieldErrors(parsed.success ? [] : parsed.error.issues);
      if (amountSen === null) next.amountSen = t.typeFeeInvalid;
      setErrors(next);
      return;
    }
    setErrors({});
    record.mutate(parsed.data, {
      onSuccess: ({ receiptNumber }) => {
        setDone(formatMessage(t.recorded, { receipt: receiptNumber }));
        setKey(crypto.randomUUID());
        onRecorded?.(receiptNumber);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={t.recordPayment}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SelectField
        label={t.paymentFor}
        value={typeId}
        error={errors.typeId}
        onChange={(event) => {
          setTypeId(event.target.value);
          const next = choices.find((type) => type.id === event.target.value);
          if (next) setAmount((next.feeSen / 100).toFixed(2));
        }}
        options={choices.map((type) => ({
          value: type.id,
          label: `${type.name} (${formatRinggit(type.feeSen)})`,
        }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.paymentAmount}
          inputMode="decimal"
          value={amount}
          error={errors.amountSen}
          onChange={(event) => setAmount(event.target.value)}
        />
        <SelectField
          label={t.paymentMethod}
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          options={PAYMENT_METHODS.map((value) => ({ value, label: membership.methods[value] }))}
        />
        <TextField
          label={t.paymentReference}
          hint={t.paymentReferenceHint}
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.target.value)}
        />
        <TextField
          label={t.paymentDate}
          type="date"
          max={todayInMalaysia()}
          value={paidOn}
          error={errors.paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
        />
      </div>
      <FormAlert
        message={
          record.error
            ? errorText(record.error, {
                fallback: membership.portal.failed,
                network: common.networkError,
              })
            : null
        }
      />
      <FormSuccess withIcon message={done} />
      <Button type="submit" disabled={record.isPending || choices.length === 0}>
        {record.isPending ? <ButtonSpinner /> : null}
        {record.isPending ? t.recording : t.recordPayment}
      </Button>
    </form>
  );
}
