import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { usePaymentOptions } from '@/features/payments';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { ApiError, NetworkError } from '@/lib/api-client';
import { formSchema } from '@/lib/form-schema';
import { formatDateTime } from '@/lib/format-date-time';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import type { Program } from '@app/shared/content';
import { enrolInputSchema, type MyProgram } from '@app/shared/enrolment';
import { formatRinggit } from '@app/shared/membership';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import { trainingQueryKey, type ProgramKindName } from '../api/get-programs';
import {
  checkoutUrlOf,
  useProgramAction,
  type ProgramAction,
  type ProgramActionResult,
} from '../api/run-program-action';

import { PriceConfirm } from './price-confirm';
import { PartnerMemberField, StatusPill } from './program-action-parts';

/** A doubles entry or claim: the shared schema checks the partner's member ID. */
const partnerFormSchema = formSchema(
  enrolInputSchema,
  (values: { partnerMemberId: string }) => values,
);

export interface ProgramActionsProps {
  program: Program & { kind: ProgramKindName };
  /** Where the player stands with it (undefined: not entered anywhere). */
  mine: MyProgram | undefined;
}

/**
 * What the signed-in player can do with a course or clinic, by where they stand: enrol (with a
 * partner's member ID for doubles) or join the waitlist when full; leave the queue; claim or
 * decline an offered place; confirm or decline a partner's request; cancel until the cut-off.
 * The server's refusal is shown under the buttons.
 */
export function ProgramActions({ program, mine }: ProgramActionsProps) {
  const m = useMessages();
  const t = m.enrolment;
  const locale = useLocale();
  const run = useProgramAction();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ProgramAction | null>(null);
  /** A paid one asks to confirm its price (and says how to pay) before taking a place. */
  const [askingPrice, setAskingPrice] = useState<'enroll' | 'claim' | null>(null);
  const isPaid = program.price > 0;
  const options = usePaymentOptions();
  /** Paid through the gateway's page (the site takes payment online). */
  const payOnline = isPaid && options.online;
  const queryClient = useQueryClient();
  /** One checkout per attempt: its key is kept when the answer was lost, so a retry finds it. */
  const attempt = useRef<string | null>(null);
  /** A second click before React re-renders must not start a second checkout. */
  const busy = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const partnerForm = useForm({
    resolver: zodResolver(partnerFormSchema),
    defaultValues: { partnerMemberId: '' },
    shouldFocusError: false,
  });
  const {
    submit,
    formError: partnerFailure,
    setFormError: setPartnerFailure,
  } = useFormSubmit(partnerForm, { fallback: t.failed });
  const partnerError = partnerForm.formState.errors.partnerMemberId?.message;

  const checkoutKey = (action: ProgramAction) =>
    payOnline && (action === 'enroll' || action === 'claim')
      ? (attempt.current ??= crypto.randomUUID())
      : undefined;
  /** The answer: to the gateway's page when a place is held for paying; a withdrawal's refund. */
  const answered = (result: ProgramActionResult | undefined) => {
    if (result?.checkoutUrl) {
      setLeaving(true);
      window.location.assign(result.checkoutUrl);
      return;
    }
    busy.current = false;
    attempt.current = null;
    const refund = result?.refund;
    if (refund && refund.paidSen > 0)
      setNotice(
        refund.amountSen > 0
          ? formatMessage(t.pay.refunded, { amount: formatRinggit(refund.amountSen) })
          : formatMessage(t.pay.withdrawn, {
              rule: locale === 'ms' ? refund.ruleTextMs : refund.ruleText,
            }),
      );
  };
  const failed = (cause: unknown) => {
    // A definite answer ends the attempt; a lost one is retried with the same key.
    if (!(cause instanceof NetworkError)) attempt.current = null;
    busy.current = false;
  };
  const act = (action: ProgramAction) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setNotice(null);
    setPartnerFailure(null);
    setPending(action);
    run.mutate(
      { action, kind: program.kind, id: program._id, idempotencyKey: checkoutKey(action) },
      {
        onSuccess: answered,
        onError: (cause) => {
          failed(cause);
          setError(
            cause instanceof ApiError || cause instanceof NetworkError ? cause.message : t.failed,
          );
        },
        onSettled: () => {
          setPending(null);
          setAskingPrice(null);
        },
      },
    );
  };
  /** "Pay now": the held place's checkout again (its order's page). */
  const payNow = async (orderId: string) => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setPending('enroll');
    try {
      const url = await checkoutUrlOf(orderId);
      if (url) {
        setLeaving(true);
        window.location.assign(url);
        return;
      }
      setError(t.pay.notOpen);
      void queryClient.invalidateQueries({ queryKey: trainingQueryKey });
    } catch (cause) {
      setError(
        cause instanceof ApiError || cause instanceof NetworkError ? cause.message : t.failed,
      );
    }
    busy.current = false;
    setPending(null);
  };
  const isBusy = run.isPending || leaving;
  // Back from the gateway's page through the browser's history: the page may come back as it was.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      attempt.current = null;
      setLeaving(false);
      void queryClient.invalidateQueries({ queryKey: trainingQueryKey });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [queryClient]);
  const button = (
    action: ProgramAction,
    label: string,
    variant: 'primary' | 'outline' | 'ghost' = 'outline',
    withPartner = false,
  ) => {
    const takesPlace = action === 'enroll' || action === 'claim';
    if (isPaid && takesPlace && askingPrice === action) {
      return (
        <PriceConfirm
          program={program}
          online={payOnline ? { holdMinutes: options.data?.holdMinutes ?? 30 } : null}
          confirmType={withPartner ? 'submit' : 'button'}
          onConfirm={() => act(action)}
          onCancel={() => setAskingPrice(null)}
          isBusy={isBusy}
        />
      );
    }
    const asksFirst = isPaid && takesPlace;
    return (
      <Button
        type={withPartner && !asksFirst ? 'submit' : 'button'}
        size="sm"
        variant={variant}
        disabled={isBusy}
        onClick={
          asksFirst
            ? () => {
                setError(null);
                setAskingPrice(action);
              }
            : withPartner
              ? undefined
              : () => act(action)
        }
      >
        {pending === action ? <ButtonSpinner /> : null}
        {label}
      </Button>
    );
  };
  const status = (text: string, tone: 'good' | 'wait' = 'good') => (
    <StatusPill tone={tone}>{text}</StatusPill>
  );
  const partnerField = <PartnerMemberField {...partnerForm.register('partnerMemberId')} />;
  // The member ID goes as typed (trimmed), as it always has: the server reads it the same.
  const withPartner = (action: ProgramAction) =>
    submit(async () => {
      if (busy.current) return;
      busy.current = true;
      setError(null);
      setPending(action);
      try {
        answered(
          await run.mutateAsync({
            action,
            kind: program.kind,
            id: program._id,
            partnerMemberId: partnerForm.getValues('partnerMemberId').trim(),
            idempotencyKey: checkoutKey(action),
          }),
        );
      } catch (cause) {
        failed(cause);
        throw cause;
      } finally {
        setPending(null);
        setAskingPrice(null);
      }
    });
  const shownError = partnerError ? sharedText(partnerError) : (partnerFailure ?? error);

  let body;
  if (!mine) {
    const isFull = program.enrolled >= program.maxParticipants;
    body = isFull ? (
      <div className="flex flex-wrap items-center gap-2">
        {status(
          program.waitlisted > 0
            ? `${t.status.full} · ${t.status.waiting(program.waitlisted)}`
            : t.status.full,
          'wait',
        )}
        {button('joinWaitlist', t.actions.joinWaitlist, 'primary')}
      </div>
    ) : program.doubles ? (
      <form onSubmit={withPartner('enroll')} className="flex w-full flex-col items-start gap-2">
        {partnerField}
        {button('enroll', m.training.enroll.enroll, 'primary', true)}
      </form>
    ) : (
      button('enroll', m.training.enroll.enroll, 'primary')
    );
  } else if (mine.status === 'enrolled' || mine.status === 'awaiting_partner') {
    body = (
      <div className="flex flex-col items-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {mine.status === 'enrolled'
            ? status(t.status.enrolled)
            : status(t.status.awaitingPartner(mine.partnerName ?? ''), 'wait')}
          {mine.cancelUntil ? button('cancel', t.actions.cancel, 'ghost') : null}
        </div>
        <p className="text-xs text-slate-600">
          {mine.cancelUntil
            ? t.status.cancelUntil(formatMalaysiaDate(mine.cancelUntil, 'short', locale))
            : t.status.cancelClosed}
        </p>
      </div>
    );
  } else if (mine.status === 'awaiting_payment' && mine.paymentProcessing) {
    // FPX: paid at the bank, its answer awaited. Nothing to pay or cancel meanwhile.
    body = (
      <div className="flex flex-col items-start gap-2">
        {status(t.status.paymentProcessing, 'wait')}
        <p className="text-xs text-slate-600">{t.pay.processing}</p>
      </div>
    );
  } else if (mine.status === 'awaiting_payment') {
    const orderId = mine.orderId ?? null;
    body = (
      <div className="flex flex-col items-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {status(t.status.awaitingPayment, 'wait')}
          {orderId ? (
            <Button
              size="sm"
              disabled={isBusy}
              aria-busy={leaving}
              onClick={() => void payNow(orderId)}
            >
              {pending === 'enroll' || leaving ? <ButtonSpinner /> : null}
              {leaving
                ? t.pay.opening
                : `${t.pay.payNow} · ${formatRinggit(Math.round(program.price * 100))}`}
            </Button>
          ) : null}
          {button('cancel', t.actions.cancel, 'ghost')}
        </div>
        {mine.holdExpiresAt ? (
          <p className="text-xs text-slate-600">
            {formatMessage(t.pay.held, { time: formatDateTime(mine.holdExpiresAt) })}
          </p>
        ) : null}
      </div>
    );
  } else if (mine.status === 'partner_request') {
    body = (
      <div className="flex flex-col items-start gap-2">
        {status(t.status.partnerRequest(mine.partnerName ?? ''), 'wait')}
        <div className="flex flex-wrap gap-2">
          {button('confirmPartner', t.actions.confirmPartner, 'primary')}
          {button('declinePartner', t.actions.declinePartner)}
        </div>
      </div>
    );
  } else if (mine.status === 'waitlisted') {
    body = (
      <div className="flex flex-wrap items-center gap-2">
        {status(t.status.waitlisted(mine.position ?? 0), 'wait')}
        {button('leaveWaitlist', t.actions.leaveWaitlist, 'ghost')}
      </div>
    );
  } else {
    const until = t.status.offered(formatDateTime(mine.offerExpiresAt ?? ''));
    body = program.doubles ? (
      <form onSubmit={withPartner('claim')} className="flex w-full flex-col items-start gap-2">
        {status(until, 'wait')}
        {partnerField}
        <div className="flex flex-wrap gap-2">
          {button('claim', t.actions.claim, 'primary', true)}
          {button('leaveWaitlist', t.actions.declineOffer)}
        </div>
      </form>
    ) : (
      <div className="flex flex-col items-start gap-2">
        {status(until, 'wait')}
        <div className="flex flex-wrap gap-2">
          {button('claim', t.actions.claim, 'primary')}
          {button('leaveWaitlist', t.actions.declineOffer)}
        </div>
      </div>
    );
  }

  return (
    <div className="flex w-full flex-col items-start gap-2">
      {body}
      {shownError ? (
        <p role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="text-sm text-slate-700">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
