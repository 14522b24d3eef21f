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

import { useCancelRefund, useCancelTerm } from '../api/membership-admin';

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

/** Whether the latest term was paid online with money left on its receipt (a refund can follow). */
export function refundableTerm(summary: MembershipSummary): boolean {
  const term = latestActiveTerm(summary);
  const payment = term?.receiptNumber
    ? summary.payments.find((p) => p.receiptNumber === term.receiptNumber)
    : undefined;
  return (
    !!payment &&
    payment.provider !== 'staff' &&
    !payment.voided &&
    payment.amountSen > payment.refundedSen
  );
}

/** What happens to a receipt paid online when its term is cancelled. */
type OnlineChoice = 'refund' | 'keep';

/**
 * Confirms "Cancel latest term": names the term and its receipt, offers to void a
 * staff-recorded receipt (checked by default; a credit note gives the money back) and asks for
 * a reason. For a receipt paid online it offers to refund what is left on it through the
 * gateway in the same step (treasurers and super admins: `canRefund`), or to keep it
 * (membership officers: `canCancel`); a choice the reader may not make is shown disabled,
 * with the reason.
 */
export function CancelTermDialog({
  playerId,
  summary,
  canCancel,
  canRefund,
  onClose,
  onDone,
}: {
  playerId: string;
  summary: MembershipSummary;
  /** May cancel a term keeping (or voiding) its receipt: membership officers. */
  canCancel: boolean;
  /** May refund through the gateway: treasurers and super admins. */
  canRefund: boolean;
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
  const left = payment ? payment.amountSen - payment.refundedSen : 0;
  const refundable = refundableTerm(summary);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [voidChecked, setVoidChecked] = useState(voidable);
  const [online, setOnline] = useState<OnlineChoice>(canRefund ? 'refund' : 'keep');
  const cancel = useCancelTerm(playerId);
  const cancelRefund = useCancelRefund(playerId);
  const refunding = refundable && online === 'refund';
  const pending = cancel.isPending || cancelRefund.isPending;
  const allowed = refunding ? canRefund : canCancel;
  const schema = useMemo(() => reasonFormSchema(t.reasonHint), [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });
  if (!term) return null;
  const receipt = payment?.receiptNumber ?? '';
  const amount = payment ? formatRinggit(left) : '';
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
            disabled={pending || !allowed}
            aria-busy={pending}
          >
            {pending ? <ButtonSpinner /> : null}
            {cancelRefund.isPending ? t.refunding : t.confirmCancel}
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
          if (refunding) {
            // The same key on a retry: the server refunds once.
            await cancelRefund.mutateAsync({ reason, receiptNumber: receipt, idempotencyKey });
            onDone(formatMessage(t.termCancelledRefunded, { amount, receipt }));
            return;
          }
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
                ? formatMessage(t.cancelTermOnline, { receipt, amount })
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
        {refundable ? (
          <fieldset className="space-y-2">
            <legend className="sr-only">
              {formatMessage(t.cancelTermOnline, { receipt, amount })}
            </legend>
            <OnlineOption
              value="refund"
              checked={online === 'refund'}
              disabled={!canRefund}
              label={formatMessage(t.refundChoice, { amount })}
              hint={canRefund ? t.refundChoiceHint : t.refundNeedsFinance}
              onChange={setOnline}
            />
            <OnlineOption
              value="keep"
              checked={online === 'keep'}
              disabled={!canCancel}
              label={t.keepOnlineChoice}
              hint={canCancel ? null : t.keepNeedsOfficer}
              onChange={setOnline}
            />
          </fieldset>
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

function OnlineOption({
  value,
  checked,
  disabled,
  label,
  hint,
  onChange,
}: {
  value: OnlineChoice;
  checked: boolean;
  disabled: boolean;
  label: string;
  hint: string | null;
  onChange: (value: OnlineChoice) => void;
}) {
  const hintId = `cancel-term-${value}-hint`;
  return (
    <div>
      <label
        className={`flex items-start gap-2 font-medium ${disabled ? 'text-slate-500' : 'text-slate-900'}`}
      >
        <input
          type="radio"
          name="cancel-term-online"
          value={value}
          className="mt-1 h-4 w-4"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={() => onChange(value)}
        />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="ml-6 text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
