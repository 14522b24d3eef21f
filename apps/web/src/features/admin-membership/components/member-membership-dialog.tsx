import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { QueryStatus } from '@/components/ui/query-status';
import { useAdminMe } from '@/features/admins';
import { MembershipStatusBadge } from '@/features/membership';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { errorText } from '@/lib/error-text';
import { formatDate, formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import {
  changeTypeInputSchema,
  formatRinggit,
  receiptItem,
  type MembershipPayment,
  type MembershipSummary,
} from '@app/shared/membership';
import { creditNoteReason, refundFailureReason } from '@app/shared/payments/refund-reasons';
import { hasAnyRole } from '@app/shared/staff';

import {
  adminCreditNoteHref,
  adminReceiptHref,
  useMemberAction,
  useMemberMembership,
  useMembershipTypes,
} from '../api/membership-admin';

import { CancelTermDialog, refundableTerm } from './cancel-term-dialog';
import { reasonFormSchema } from './reason-form-schema';
import { RecordPaymentForm } from './record-payment-form';
import { VoidReceiptDialog } from './void-receipt-dialog';

/** Suspend / lift: each needs a reason (shown to the player, audited). */
function ReasonAction({
  playerId,
  kind,
  label,
}: {
  playerId: string;
  kind: 'suspend' | 'unsuspend';
  label: string;
}) {
  const { membership } = useMessages();
  const t = membership.admin;
  const action = useMemberAction(playerId);
  const schema = useMemo(() => reasonFormSchema(t.reasonHint), [t]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { submit, formError } = useFormSubmit(form, { fallback: membership.portal.failed });
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-wrap items-end gap-2"
      onSubmit={submit(async ({ reason }) => {
        await action.mutateAsync({ kind, reason });
        form.reset();
      })}
    >
      <TextField
        className="min-w-48 flex-1"
        label={`${label}: ${t.reason}`}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <Button
        type="submit"
        size="sm"
        variant={kind === 'unsuspend' ? 'secondary' : 'danger'}
        disabled={action.isPending}
      >
        {action.isPending ? t.working : label}
      </Button>
      {formError ? (
        <div className="w-full">
          <FormAlert message={formError} />
        </div>
      ) : null}
    </form>
  );
}

/** One receipt: its PDF, what it was for, and what was given back (credit notes). */
function ReceiptRow({
  playerId,
  payment: p,
  onVoid,
}: {
  playerId: string;
  payment: MembershipPayment;
  onVoid: ((payment: MembershipPayment) => void) | null;
}) {
  const { membership } = useMessages();
  const locale = useLocale();
  const t = membership.admin;
  return (
    <li className="space-y-1 px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          className="font-mono font-semibold text-brand-700 underline"
          href={adminReceiptHref(playerId, p.receiptNumber)}
          download
        >
          {p.receiptNumber}
        </a>
        <span>{formatDate(p.paidOn)}</span>
        <span>{receiptItem(p, locale).value}</span>
        <span className={p.voided ? 'font-semibold text-slate-500 line-through' : 'font-semibold'}>
          {formatRinggit(p.amountSen)}
        </span>
        {p.voided ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            {t.voided}
          </span>
        ) : p.refundedSen > 0 ? (
          <span className="text-xs text-slate-700">
            {formatMessage(t.refunded, { amount: formatRinggit(p.refundedSen) })}
          </span>
        ) : null}
        {onVoid && p.provider === 'staff' && !p.voided ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={formatMessage(t.voidLabel, { receipt: p.receiptNumber })}
            onClick={() => onVoid(p)}
          >
            {t.void}
          </Button>
        ) : null}
      </div>
      {p.creditNotes.length > 0 ? (
        <ul className="flex flex-wrap gap-3 text-xs">
          {p.creditNotes.map((note) => (
            <li key={note.number}>
              <a
                className="font-mono text-brand-700 underline"
                href={adminCreditNoteHref(playerId, note.number)}
                download
              >
                {formatMessage(t.creditNote, { number: note.number })}
              </a>{' '}
              <span className="text-slate-600">
                (
                {note.failedAt ? (
                  <s>{formatRinggit(note.amountSen)}</s>
                ) : (
                  formatRinggit(note.amountSen)
                )}
                : {creditNoteReason(note.reason, locale)})
              </span>
              {note.failedAt ? (
                <span className="ml-1 rounded bg-red-100 px-2 py-0.5 font-semibold text-red-800">
                  {formatMessage(t.refundFailed, { date: formatDateTime(note.failedAt) })}
                  {note.failureReason
                    ? `: ${refundFailureReason(note.failureReason, locale)}`
                    : null}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function Summary({
  playerId,
  summary,
  onVoid,
}: {
  playerId: string;
  summary: MembershipSummary;
  onVoid: ((payment: MembershipPayment) => void) | null;
}) {
  const { membership } = useMessages();
  const t = membership.portal;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <MembershipStatusBadge status={summary.status} />
        <span className="font-mono text-slate-700">{summary.memberId}</span>
        <span className="text-slate-700">{summary.typeName ?? '—'}</span>
        <span className="text-slate-700">
          {t.expires}: {summary.expiresOn ? formatDate(summary.expiresOn) : '—'}
        </span>
      </div>
      {summary.suspension ? <p className="text-red-800">{summary.suspension.reason}</p> : null}
      {summary.payments.length > 0 ? (
        <ul
          aria-label={t.receiptsCaption}
          className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
        >
          {summary.payments.map((p) => (
            <ReceiptRow key={p.id} playerId={playerId} payment={p} onVoid={onVoid} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** An officer's view of one member: status, receipts, record a payment, suspend, type, cancel. */
export function MemberMembershipDialog({
  player,
  onClose,
}: {
  player: { _id: string; fullName: string };
  onClose: () => void;
}) {
  const { membership, common } = useMessages();
  const t = membership.admin;
  const roles = useAdminMe().data?.roles ?? [];
  // Treasurers read a member and void receipts; recording and the rest are officers'.
  const canRecord = hasAnyRole(roles, ['membership_officer']);
  const canVoid = hasAnyRole(roles, ['membership_officer', 'treasurer']);
  // Refunds through the gateway (cancelling a term paid online with its money) are finance's.
  const canRefund = hasAnyRole(roles, ['treasurer']);
  const query = useMemberMembership(player._id);
  const types = useMembershipTypes({ enabled: canRecord });
  const [voiding, setVoiding] = useState<MembershipPayment | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const changeType = useMemberAction(player._id);
  const rotate = useMemberAction(player._id);
  const [notice, setNotice] = useState<string | null>(null);
  const typeForm = useForm({
    resolver: zodResolver(changeTypeInputSchema),
    defaultValues: { typeId: '' },
  });
  const typeId = useWatch({ control: typeForm.control, name: 'typeId' });
  const {
    submit,
    formError: typeError,
    setFormError: setTypeError,
  } = useFormSubmit(typeForm, { fallback: membership.portal.failed });
  const isActing = changeType.isPending || rotate.isPending;
  const summary = query.data;

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={formatMessage(t.dialogTitle, { name: player.fullName })}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      }
    >
      {!summary || (canRecord && !types.data) ? (
        <QueryStatus
          query={{
            isPending: query.isPending || (canRecord && types.isPending),
            data: summary && (canRecord ? types.data : true),
            refetch: () => Promise.all([query.refetch(), types.refetch()]),
          }}
          loadingText={t.loading}
          failedText={t.loadFailed}
        />
      ) : (
        <div className="space-y-6">
          <Summary
            playerId={player._id}
            summary={summary}
            onVoid={canVoid ? (payment) => setVoiding(payment) : null}
          />
          {voiding ? (
            <VoidReceiptDialog
              playerId={player._id}
              payment={voiding}
              onClose={() => setVoiding(null)}
              onDone={(message) => {
                setVoiding(null);
                setNotice(message);
              }}
            />
          ) : null}
          {cancelling ? (
            <CancelTermDialog
              playerId={player._id}
              summary={summary}
              canCancel={canRecord}
              canRefund={canRefund}
              onClose={() => setCancelling(false)}
              onDone={(message) => {
                setCancelling(false);
                setNotice(message);
              }}
            />
          ) : null}
          {!canRecord || !types.data ? (
            <>
              {canRefund && refundableTerm(summary) ? (
                <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
                  {t.cancelTerm}
                </Button>
              ) : null}
              <FormSuccess withIcon message={notice} />
            </>
          ) : (
            <>
              <section aria-labelledby="record-payment-title" className="space-y-2">
                <h3 id="record-payment-title" className="font-semibold text-slate-900">
                  {t.recordPayment}
                </h3>
                <RecordPaymentForm playerId={player._id} summary={summary} types={types.data} />
              </section>
              <section className="space-y-3 border-t border-slate-200 pt-4">
                {summary.suspension ? (
                  <ReasonAction playerId={player._id} kind="unsuspend" label={t.unsuspend} />
                ) : (
                  <ReasonAction playerId={player._id} kind="suspend" label={t.suspend} />
                )}
                {summary.terms.some((term) => term.status === 'active') ? (
                  <>
                    <form
                      aria-label={t.changeType}
                      className="flex flex-wrap items-end gap-2"
                      onSubmit={submit(async (input) => {
                        rotate.reset();
                        await changeType.mutateAsync({ kind: 'type', input });
                        setNotice(t.done);
                      })}
                    >
                      <SelectField
                        className="min-w-48 flex-1"
                        label={t.changeType}
                        placeholder="—"
                        options={types.data.map((type) => ({ value: type.id, label: type.name }))}
                        {...typeForm.register('typeId')}
                      />
                      <Button
                        type="submit"
                        size="sm"
                        variant="secondary"
                        disabled={!typeId || isActing}
                      >
                        {t.apply}
                      </Button>
                    </form>
                    <Button size="sm" variant="danger" onClick={() => setCancelling(true)}>
                      {t.cancelTerm}
                    </Button>
                  </>
                ) : null}
                <Button
                  size="sm"
                  variant="outline"
                  disabled={isActing}
                  onClick={() => {
                    setTypeError(null);
                    rotate.mutate({ kind: 'rotate' }, { onSuccess: () => setNotice(t.rotated) });
                  }}
                >
                  {t.rotateCard}
                </Button>
                <FormAlert
                  message={
                    typeError ??
                    (rotate.error
                      ? errorText(rotate.error, {
                          fallback: membership.portal.failed,
                          network: common.networkError,
                        })
                      : null)
                  }
                />
                <FormSuccess withIcon message={notice} />
              </section>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
