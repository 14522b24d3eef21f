import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SettingsCard } from '@/components/ui/settings-card';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import { DUPR_RATING_MAX, DUPR_RATING_MIN, DUPR_RATING_STEP, GENDERS } from '@app/shared/players';
import {
  CORRECTION_FIELDS,
  correctionRequestInputSchema,
  type CorrectionField,
  type CorrectionRequest,
} from '@app/shared/privacy';

import { useMyCorrections } from '../api/get-my-corrections';
import { useRequestCorrection } from '../api/request-correction';
import { formatPolicyVersion } from '../utils/format';

/** The form tells one problem at a time, in this order. */
const PROBLEM_ORDER = ['field', 'value', 'reason'] as const;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** The field a link asked for (`?correct=gender` from the profile), else the name. */
function linkedField(value: string | null): CorrectionField {
  return CORRECTION_FIELDS.find((f) => f === value) ?? 'fullName';
}

function RequestLine({ request }: { request: CorrectionRequest }) {
  const { privacy } = useMessages();
  const t = privacy.corrections;
  const value =
    request.field === 'gender'
      ? (t.genders[request.value as keyof typeof t.genders] ?? request.value)
      : request.value;
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p className="font-medium text-slate-900">
        {t.fields[request.field]}: {value}
      </p>
      <p className="text-slate-600">
        {t.statuses[request.status]}
        {request.status === 'pending'
          ? ` · ${formatMessage(t.dueBy, { date: formatPolicyVersion(request.dueOn) })}`
          : null}
      </p>
      {request.decisionNote ? (
        <p className="text-slate-600">{formatMessage(t.note, { note: request.decisionNote })}</p>
      ) : null}
    </li>
  );
}

/**
 * "Correct my data": a change to the name, I/C number (and so the date of birth), gender or DUPR
 * rating, sent to a membership officer with a reason. The profile's "request a correction" links
 * open it with their field chosen (`?correct=gender`).
 */
export function CorrectionsCard() {
  const { privacy } = useMessages();
  const t = privacy.corrections;
  const ids = {
    field: useId(),
    value: useId(),
    valueHint: useId(),
    reason: useId(),
    reasonHint: useId(),
  };
  const [search] = useSearchParams();
  const requests = useMyCorrections();
  const send = useRequestCorrection();
  // The problem shows in the form's alert, as it did; it is checked again on each submit.
  const form = useForm({
    resolver: zodResolver(correctionRequestInputSchema),
    defaultValues: { field: linkedField(search.get('correct')), value: '', reason: '' },
    shouldFocusError: false,
    reValidateMode: 'onSubmit',
  });
  const { register, resetField } = form;
  const { errors } = form.formState;
  const field = useWatch({ control: form.control, name: 'field' });
  // A value typed for one field means nothing for another.
  const shownField = useRef(field);
  useEffect(() => {
    if (shownField.current !== field) resetField('value');
    shownField.current = field;
  }, [field, resetField]);
  const { submit, formError } = useFormSubmit(form, {
    fallback: t.unknownError,
    wrap: (message) => formatMessage(t.failed, { message }),
  });
  const invalid = PROBLEM_ORDER.map((name) => errors[name]?.message).find(Boolean);

  const onSubmit = submit(async (input) => {
    await send.mutateAsync(input);
    resetField('value');
    resetField('reason');
  });
  return (
    <SettingsCard id="privacy-corrections-title" title={t.title}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>{t.intro}</p>
        <form onSubmit={onSubmit} noValidate className="space-y-3" aria-busy={send.isPending}>
          <div>
            <label htmlFor={ids.field} className="font-medium text-slate-900">
              {t.field}
            </label>
            <select id={ids.field} className={inputClass} {...register('field')}>
              {CORRECTION_FIELDS.map((f) => (
                <option key={f} value={f}>
                  {t.fields[f]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.value} className="font-medium text-slate-900">
              {t.value}
            </label>
            {field === 'gender' ? (
              <select id={ids.value} className={inputClass} {...register('value')}>
                <option value="">{t.chooseGender}</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {t.genders[g]}
                  </option>
                ))}
              </select>
            ) : field === 'duprRating' ? (
              <>
                <input
                  id={ids.value}
                  type="number"
                  inputMode="decimal"
                  min={DUPR_RATING_MIN}
                  max={DUPR_RATING_MAX}
                  step={DUPR_RATING_STEP}
                  aria-describedby={ids.valueHint}
                  className={inputClass}
                  autoComplete="off"
                  {...register('value')}
                />
                <p id={ids.valueHint} className="mt-1 text-xs text-slate-500">
                  {t.ratingHint}
                </p>
              </>
            ) : (
              <input
                id={ids.value}
                className={inputClass}
                inputMode={field === 'icNumber' ? 'numeric' : 'text'}
                autoComplete="off"
                {...register('value')}
              />
            )}
          </div>
          <div>
            <label htmlFor={ids.reason} className="font-medium text-slate-900">
              {t.reason}
            </label>
            <textarea
              id={ids.reason}
              aria-describedby={ids.reasonHint}
              className={inputClass}
              rows={3}
              {...register('reason')}
            />
            <p id={ids.reasonHint} className="mt-1 text-xs text-slate-500">
              {t.reasonHint}
            </p>
          </div>
          <FormAlert message={invalid ? sharedText(invalid) : formError} />
          <FormSuccess
            message={
              send.data && !send.isPending
                ? formatMessage(t.sent, { date: formatPolicyVersion(send.data.dueOn) })
                : null
            }
          />
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t.submitting : t.submit}
          </Button>
        </form>
        {requests.isError ? <FormAlert message={t.loadFailed} /> : null}
        {requests.data && requests.data.length > 0 ? (
          <div className="border-t border-slate-200 pt-4">
            <h3 className="font-semibold text-slate-900">{t.yourRequests}</h3>
            <ul className="mt-2 space-y-2">
              {requests.data.map((request) => (
                <RequestLine key={request._id} request={request} />
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </SettingsCard>
  );
}
