import { FormAlert } from '@/components/ui/form/form-messages';
import { QueryStatus } from '@/components/ui/query-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { isConsentSource, type ConsentRecord } from '@app/shared/privacy';

import { useMyConsents } from '../api/get-my-consents';
import { useSetMarketing } from '../api/set-marketing';
import { formatInstantDay, formatPolicyVersion } from '../utils/format';

function HistoryLine({ record }: { record: ConsentRecord }) {
  const { privacy } = useMessages();
  const t = privacy.consents;
  const what = formatMessage(t.kinds[record.kind], {
    version: record.version ? formatPolicyVersion(record.version) : '',
  });
  const choice = record.kind === 'policy' ? t.granted : record.granted ? t.optedIn : t.optedOut;
  // A value this page does not know yet (a newer server) is shown as recorded.
  const source = isConsentSource(record.source) ? t.sources[record.source] : record.source;
  return (
    <li className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <span>
        {what}: <span className="font-medium">{choice}</span>{' '}
        <span className="text-slate-500">{formatMessage(t.via, { source })}</span>
      </span>
      <time dateTime={record.createdAt} className="text-slate-600">
        {formatInstantDay(record.createdAt)}
      </time>
    </li>
  );
}

/** Consents: the policy version accepted, association news on or off, and the history. */
export function ConsentsCard() {
  const { privacy } = useMessages();
  const t = privacy.consents;
  const query = useMyConsents();
  const setMarketing = useSetMarketing();
  const data = query.data;
  return (
    <SettingsCard id="privacy-consents-title" title={t.title}>
      {!data ? (
        <QueryStatus query={query} loadingText={t.loading} failedText={t.loadFailed} />
      ) : (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            {data.needsAcceptance
              ? t.policyNotAccepted
              : formatMessage(t.policyAccepted, {
                  version: formatPolicyVersion(data.acceptedVersion ?? ''),
                })}
          </p>
          <div>
            <label className="flex items-start gap-2 font-medium text-slate-900">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand-700"
                checked={data.marketingOptIn}
                onChange={(event) => setMarketing.mutate(event.target.checked)}
              />
              {t.news}
            </label>
            <p className="mt-1 pl-6 text-slate-600">{t.newsHelp}</p>
            <FormAlert message={setMarketing.isError ? t.newsSaveFailed : null} />
          </div>
          {data.history.length > 0 ? (
            <div className="border-t border-slate-200 pt-4">
              <h3 className="font-semibold text-slate-900">{t.historyTitle}</h3>
              <ul className="mt-2 space-y-1">
                {data.history.map((record) => (
                  <HistoryLine key={`${record.kind}-${record.createdAt}`} record={record} />
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      )}
    </SettingsCard>
  );
}
