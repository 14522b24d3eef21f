import { useQueryClient } from '@tanstack/react-query';

import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { QueryStatus } from '@/components/ui/query-status';
import { SettingsCard } from '@/components/ui/settings-card';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { DataExport } from '@app/shared/privacy';

import { downloadUrl, myDataExportsKey, useMyDataExports } from '../api/get-my-data-exports';
import { useRequestDataExport } from '../api/request-data-export';
import { formatBytes, formatInstantDay } from '../utils/format';

function Progress({ current }: { current: DataExport }) {
  const { privacy } = useMessages();
  const t = privacy.download;
  const text =
    current.status === 'queued'
      ? t.queued
      : formatMessage(t.running, { progress: current.progress });
  return (
    <div className="space-y-2">
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4 border-2" /> {text}
      </p>
      <div
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={current.progress}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500"
          style={{ width: `${Math.max(4, current.progress)}%` }}
        />
      </div>
    </div>
  );
}

function Ready({ current }: { current: DataExport }) {
  const { privacy } = useMessages();
  const t = privacy.download;
  const queryClient = useQueryClient();
  return (
    <div className="space-y-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
      <p className="font-semibold text-brand-900">{t.readyTitle}</p>
      <p className="text-sm text-slate-700">
        {formatMessage(t.readyHelp, { date: formatInstantDay(current.expiresAt!) })}
      </p>
      <a
        href={downloadUrl(current._id)}
        download
        className={buttonClassName({ variant: 'primary' })}
        // The link works once: show the export as downloaded a moment after it starts.
        onClick={() =>
          window.setTimeout(
            () => void queryClient.invalidateQueries({ queryKey: myDataExportsKey }),
            1500,
          )
        }
      >
        {formatMessage(t.downloadButton, { size: formatBytes(current.bytes) })}
      </a>
    </div>
  );
}

function History({ exports }: { exports: readonly DataExport[] }) {
  const { privacy } = useMessages();
  const t = privacy.download;
  if (exports.length === 0) return null;
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t.historyTitle}</h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {exports.map((e) => (
          <li key={e._id} className="flex flex-wrap justify-between gap-x-4">
            <span>{formatMessage(t.requestedOn, { date: formatInstantDay(e.createdAt) })}</span>
            <span className="font-medium">{t.statuses[e.status]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Download my data": ask for a copy, watch it being prepared, download it once. */
export function DownloadDataCard() {
  const { privacy } = useMessages();
  const t = privacy.download;
  const query = useMyDataExports();
  const request = useRequestDataExport();
  const exports = query.data;
  const current = exports?.[0];
  const isOpen = current?.status === 'queued' || current?.status === 'running';
  const isReady = current?.status === 'ready';
  const past = exports?.slice(isOpen || isReady ? 1 : 0) ?? [];

  return (
    <SettingsCard id="privacy-download-title" title={t.title}>
      <div className="space-y-4">
        <p className="text-sm text-slate-700">{t.description}</p>
        {!exports ? (
          <QueryStatus query={query} loadingText={t.loading} failedText={t.loadFailed} />
        ) : (
          <>
            {current?.status === 'failed' ? <FormAlert message={t.failed} /> : null}
            {isOpen ? <Progress current={current} /> : null}
            {isReady ? <Ready current={current} /> : null}
            {!isOpen && !isReady ? (
              <Button onClick={() => request.mutate()} disabled={request.isPending}>
                {request.isPending ? t.requesting : t.request}
              </Button>
            ) : null}
            {request.isError ? <FormAlert message={t.requestFailed} /> : null}
            <History exports={past} />
          </>
        )}
      </div>
    </SettingsCard>
  );
}
