import { useState } from 'react';

import { Seo } from '@/components/seo';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, NetworkError } from '@/lib/api-client';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useOrganizers } from '../api/get-organizers';
import { useOrganizersLive } from '../hooks/use-organizers-live';

import { LiveIndicator } from './live-indicator';
import { OrganizerDetailModal } from './organizer-detail-modal';
import { OrganizersList } from './organizers-list';

/** Public: Registered Organizers (spec §2, §4) — live-updating table with a detail modal. */
export function RegisteredOrganizersPage() {
  const { organizers: t, meta, common } = useMessages();
  const query = useOrganizers();
  const liveStatus = useOrganizersLive();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = query.data ?? [];
  // Looked up by id so live updates show in an open modal (and a deleted one closes it).
  const selected = list.find((organizer) => organizer._id === selectedId) ?? null;

  const errorMessage =
    query.error instanceof NetworkError
      ? common.networkError
      : query.error instanceof ApiError || query.error instanceof Error
        ? query.error.message
        : t.unknownError;

  let body;
  if (query.isPending) {
    body = (
      // At least a screen tall so the footer starts out of view and the list cannot push it.
      <div
        role="status"
        className="flex min-h-dvh items-start justify-center gap-3 py-16 text-slate-600"
      >
        <Spinner className="size-6 border-2" />
        {t.loading}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
        <p role="alert" className="font-medium text-red-700">
          {formatMessage(t.loadFailed, { message: errorMessage })}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {common.retry}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div
        role="status"
        className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
      >
        <UsersIcon className="mb-3 size-8 text-slate-400" />
        <p className="font-semibold text-slate-700">{t.empty}</p>
        <p className="mt-1 max-w-md text-sm text-slate-500">{t.emptyHint}</p>
      </div>
    );
  } else {
    body = <OrganizersList organizers={list} onSelect={(o) => setSelectedId(o._id)} />;
  }

  return (
    <>
      <Seo
        title={meta.registeredOrganizers.title}
        description={meta.registeredOrganizers.description}
      />
      <PageHeader eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-600">
              {query.data
                ? list.length === 1
                  ? t.countOne
                  : formatMessage(t.countOther, { count: list.length })
                : null}
            </p>
            <LiveIndicator status={liveStatus} />
          </div>
          {body}
        </div>
      </div>
      <OrganizerDetailModal organizer={selected} onClose={() => setSelectedId(null)} />
    </>
  );
}
