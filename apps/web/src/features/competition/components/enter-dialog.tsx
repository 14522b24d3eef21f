import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { TextField } from '@/components/ui/form/text-field';
import { Modal } from '@/components/ui/modal';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formSchema } from '@/lib/form-schema';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { divisionLabel, isDoubles } from '@app/shared/competition/categories';
import {
  ENTRY_PAY_MODES,
  enterDivisionInputSchema,
  type EnterDivisionInput,
  type Entry,
} from '@app/shared/competition/entries';
import type { Competition } from '@app/shared/competition/setup';
import { formatRinggit } from '@app/shared/membership';
import { describeRefundRule } from '@app/shared/payments/refund-rule';

import { useEnterDivision } from '../api/enter-division';
import { entrantShareSen } from '../utils/division-text';

import { EnterOutcome } from './enter-outcome';
import { PartnerPicker } from './partner-picker';

type PublicDivision = Competition['divisions'][number];
interface Values {
  partnerMemberId: string;
  club: string;
  payMode: 'one' | 'halves';
}

/**
 * The Enter dialog: singles → club and confirm; doubles → the partner (member ID, or picked
 * from the listed eligible members), club and, with a fee, who pays. The fee and refund rule
 * are stated before anything is sent; one click sends one entry; then what happens next.
 */
export function EnterDialog({
  competition,
  division,
  onClose,
}: {
  competition: Competition;
  division: PublicDivision;
  onClose: () => void;
}) {
  const m = useMessages();
  const t = m.competition.enter;
  const locale = useLocale();
  const name = divisionLabel(division, locale);
  const doubles = isDoubles(division.discipline);
  const paid = division.feeSen > 0;
  const enter = useEnterDivision(division.id);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const [entry, setEntry] = useState<Entry | null>(null);
  const [partnerName, setPartnerName] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      formSchema(enterDivisionInputSchema, (v: Values, ctx) => {
        const partner = v.partnerMemberId.trim();
        if (doubles && !partner) ctx.invalid('partnerMemberId', t.partnerRequired);
        return {
          ...(doubles && partner ? { partnerMemberId: partner } : {}),
          ...(v.club.trim() ? { club: v.club } : {}),
          ...(doubles && paid ? { payMode: v.payMode } : {}),
        };
      }),
    [doubles, paid, t.partnerRequired],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { partnerMemberId: '', club: '', payMode: 'one' } as Values,
  });
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.failed,
    fields: ['partnerMemberId', 'club', 'payMode'],
    messageRef: alertRef,
  });
  const errors = form.formState.errors;
  const partnerField = form.register('partnerMemberId');

  const save = async (input: EnterDivisionInput) => {
    // A second click before React re-renders must not send a second entry.
    if (busy.current) return;
    busy.current = true;
    try {
      setEntry(await enter.mutateAsync(input));
    } finally {
      busy.current = false;
    }
  };

  const half = formatRinggit(entrantShareSen(division.feeSen, 'halves'));
  const sending = enter.isPending || form.formState.isSubmitting;
  return (
    <Modal
      open
      onClose={onClose}
      title={formatMessage(t.title, { division: name })}
      footer={
        entry ? (
          <Button variant="outline" onClick={onClose}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={sending}>
              {t.cancel}
            </Button>
            <Button type="submit" form={formId} disabled={sending} aria-busy={sending}>
              {sending ? <ButtonSpinner /> : null}
              {sending ? t.submitting : t.submit}
            </Button>
          </>
        )
      }
    >
      {entry ? (
        <EnterOutcome entry={entry} partner={partnerName ?? t.yourPartner} />
      ) : (
        <form id={formId} noValidate onSubmit={submit(save)} className="space-y-4">
          <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold">
              {paid ? formatMessage(t.fee, { amount: formatRinggit(division.feeSen) }) : t.noFee}
            </p>
            {paid ? (
              <p className="mt-1">
                {formatMessage(t.refunds, {
                  rule: describeRefundRule(competition.refundRule, locale),
                })}
              </p>
            ) : null}
            {division.taken >= division.cap ? <p className="mt-1">{t.full}</p> : null}
            {doubles ? null : (
              <p className="mt-1">{formatMessage(t.confirmSingles, { division: name })}</p>
            )}
          </div>
          {doubles ? (
            <>
              <TextField
                label={t.partner}
                hint={formatMessage(t.partnerHint, { hours: competition.partnerWindowHours })}
                error={errors.partnerMemberId?.message}
                autoComplete="off"
                required
                {...partnerField}
                onChange={(event) => {
                  setPartnerName(null);
                  void partnerField.onChange(event);
                }}
              />
              <PartnerPicker
                divisionId={division.id}
                selected={form.watch('partnerMemberId')}
                onPick={(memberId, fullName) => {
                  form.setValue('partnerMemberId', memberId, { shouldValidate: true });
                  setPartnerName(fullName);
                }}
              />
            </>
          ) : null}
          <TextField
            label={t.club}
            error={errors.club?.message}
            autoComplete="off"
            {...form.register('club')}
          />
          {doubles && paid ? (
            <fieldset>
              <legend className="mb-1.5 text-sm font-medium text-slate-700">{t.payMode}</legend>
              <div className="space-y-1 text-sm">
                {ENTRY_PAY_MODES.map((mode) => (
                  <label key={mode} className="flex items-start gap-2">
                    <input
                      type="radio"
                      value={mode}
                      className="mt-1"
                      {...form.register('payMode')}
                    />
                    {mode === 'one'
                      ? formatMessage(t.payOne, { amount: formatRinggit(division.feeSen) })
                      : formatMessage(t.payHalves, { amount: half })}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          <FormAlert ref={alertRef} message={formError} />
        </form>
      )}
    </Modal>
  );
}
