import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { QueryStatus } from '@/components/ui/query-status';
import { MembershipStatusBadge } from '@/features/membership';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { formatRinggit, type MembershipSummary } from '@app/shared/membership';

import {
  adminReceiptHref,
  useMemberAction,
  useMemberMembership,
  useMembershipTypes,
  type MemberAction,
} from '../api/membership-admin';

import { RecordPaymentForm } from './record-payment-form';

/** Suspend / lift / cancel: each needs a reason (shown to the player, audited). */
function ReasonAction({
  playerId,
  kind,
  label,
}: {
  playerId: string;
  kind: 'suspend' | 'unsuspend' | 'cancel';
  label: string;
}) {
  const { membership, common } = useMessages();
  const t = membership.admin;
  const action = useMemberAction(playerId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      aria-label={label}
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length < 3) return setError(membership.admin.reasonHint);
        setError(null);
        action.mutate({ kind, reason } as MemberAction, { onSuccess: () => setReason('') });
      }}
    >
      <TextField
        className="min-w-48 flex-1"
        label={`${label}: ${t.reason}`}
        value={reason}
        error={error ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        variant={kind === 'unsuspend' ? 'secondary' : 'danger'}
        disabled={action.isPending}
      >
        {action.isPending ? t.working : label}
      </Button>
      {action.error ? (
        <div className="w-full">
          <FormAlert
            message={errorText(action.error, {
              fallback: membership.portal.failed,
              network: common.networkError,
            })}
          />
        </div>
      ) : null}
    </form>
  );
}

function Summary({ playerId, summary }: { playerId: string; summary: MembershipSummary }) {
  const { membership } = useMessages();
  const t = membership.portal;
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <MembershipStatusBadge status={summary.status} />
        <span className="font-mono text-slate-700">{summary.memberId}</span>
        <span className="text-slate-700">{summary.typeName ?? '—'}</span>
        <span className="text-slate-700">
          {t.expires}: {summary.expiresOn ?? '—'}
        </span>
      </div>
      {summary.suspension ? <p className="text-red-800">{summary.suspension.reason}</p> : null}
      {summary.payments.length > 0 ? (
        <ul
          aria-label={t.receiptsCaption}
          className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200"
        >
          {summary.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <a
                className="font-mono font-semibold text-brand-700 underline"
                href={adminReceiptHref(playerId, p.receiptNumber)}
                download
              >
                {p.receiptNumber}
              </a>
              <span>{p.paidOn}</span>
              <span>{p.typeName}</span>
              <span className="font-semibold">{formatRinggit(p.amountSen)}</span>
            </li>
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
  const query = useMemberMembership(player._id);
  const types = useMembershipTypes();
  const action = useMemberAction(player._id);
  const [typeId, setTypeId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
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
      {!summary || !types.data ? (
        <QueryStatus
          query={{
            isPending: query.isPending || types.isPending,
            data: summary && types.data,
            refetch: () => Promise.all([query.refetch(), types.refetch()]),
          }}
          loadingText={t.loading}
          failedText={t.loadFailed}
        />
      ) : (
        <div className="space-y-6">
          <Summary playerId={player._id} summary={summary} />
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
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (typeId)
                      action.mutate(
                        { kind: 'type', input: { typeId } },
                        { onSuccess: () => setNotice(t.done) },
                      );
                  }}
                >
                  <SelectField
                    className="min-w-48 flex-1"
                    label={t.changeType}
                    value={typeId}
                    placeholder="—"
                    onChange={(event) => setTypeId(event.target.value)}
                    options={types.data.map((type) => ({ value: type.id, label: type.name }))}
                  />
                  <Button
                    type="submit"
                    size="sm"
                    variant="secondary"
                    disabled={!typeId || action.isPending}
                  >
                    {t.apply}
                  </Button>
                </form>
                <ReasonAction playerId={player._id} kind="cancel" label={t.cancelTerm} />
              </>
            ) : null}
            <Button
              size="sm"
              variant="outline"
              disabled={action.isPending}
              onClick={() =>
                action.mutate({ kind: 'rotate' }, { onSuccess: () => setNotice(t.rotated) })
              }
            >
              {t.rotateCard}
            </Button>
            <FormAlert
              message={
                action.error
                  ? errorText(action.error, {
                      fallback: membership.portal.failed,
                      network: common.networkError,
                    })
                  : null
              }
            />
            <FormSuccess withIcon message={notice} />
          </section>
        </div>
      )}
    </Modal>
  );
}
