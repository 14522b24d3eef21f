import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { SettingsCard } from '@/components/ui/settings-card';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  CORRECTION_FIELDS,
  correctionRequestInputSchema,
  type CorrectionField,
  type CorrectionRequest,
} from '@app/shared/privacy';

import { useMyCorrections, useRequestCorrection } from '../api/corrections';
import { formatPolicyVersion } from '../utils/format';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function RequestLine({ request }: { request: CorrectionRequest }) {
  const { privacy } = useMessages();
  const t = privacy.corrections;
  return (
    <li className="rounded-lg bg-slate-50 p-3">
      <p className="font-medium text-slate-900">
        {t.fields[request.field]}: {request.value}
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

/** "Correct my data": a name or I/C number change, sent to a membership officer with a reason. */
export function CorrectionsCard() {
  const { privacy, common } = useMessages();
  const t = privacy.corrections;
  const ids = { field: useId(), value: useId(), reason: useId(), reasonHint: useId() };
  const requests = useMyCorrections();
  const send = useRequestCorrection();
  const [field, setField] = useState<CorrectionField>('fullName');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = correctionRequestInputSchema.safeParse({ field, value, reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValue('');
        setReason('');
      },
    });
  }

  const failed = send.error
    ? formatMessage(t.failed, {
        message: errorText(send.error, {
          fallback: t.unknownError,
          network: common.networkError,
        }),
      })
    : null;
  return (
    <SettingsCard id="privacy-corrections-title" title={t.title}>
      <div className="space-y-4 text-sm text-slate-700">
        <p>{t.intro}</p>
        <form onSubmit={submit} noValidate className="space-y-3" aria-busy={send.isPending}>
          <div>
            <label htmlFor={ids.field} className="font-medium text-slate-900">
              {t.field}
            </label>
            <select
              id={ids.field}
              className={inputClass}
              value={field}
              onChange={(e) => setField(e.target.value as CorrectionField)}
            >
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
            <input
              id={ids.value}
              className={inputClass}
              value={value}
              inputMode={field === 'icNumber' ? 'numeric' : 'text'}
              autoComplete="off"
              onChange={(e) => setValue(e.target.value)}
            />
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
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <p id={ids.reasonHint} className="mt-1 text-xs text-slate-500">
              {t.reasonHint}
            </p>
          </div>
          <FormAlert message={invalid ?? failed} />
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
