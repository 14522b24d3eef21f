import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable } from '@/components/admin/admin-table';
import { useAdminList } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { ClipboardIcon } from '@/components/ui/icons';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { dateFormat } from '@/lib/intl-format';
import { todayInMalaysia } from '@app/shared/membership';
import { correctionDecisionInputSchema, type StaffCorrectionRequest } from '@app/shared/privacy';

import { useDecideCorrection, usePendingCorrections } from '../api/corrections';

import { DeletionsPanel } from './deletions-panel';
import { ExportsPanel } from './exports-panel';
import { PlayerCell } from './player-cell';
import { TrailDialog } from './trail-dialog';

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const formatDay = (iso: string) => dateFormat(DAY).format(new Date(`${iso}T00:00:00Z`));

type Decision = 'approve' | 'reject';

/**
 * The note and the Approve / Reject buttons of one request: a form that only a click on one of
 * its two buttons sends (Enter in the note decides nothing: a decision changes a player's
 * record and is chosen, never implied). A refusal shows under the buttons.
 */
function DecisionCell({
  request,
  onDecided,
}: {
  request: StaffCorrectionRequest;
  onDecided: (text: string) => void;
}) {
  const { privacy } = useMessages();
  const t = privacy.staff;
  const decide = useDecideCorrection();
  const form = useForm({
    resolver: zodResolver(correctionDecisionInputSchema),
    defaultValues: { note: '' },
  });
  const { submit, formError } = useFormSubmit(form, {
    fallback: privacy.corrections.unknownError,
    wrap: (message) => formatMessage(t.failed, { message }),
  });
  // The button that sent the form (a click on it comes before the submit event).
  const decision = useRef<Decision>('approve');
  const name = request.player.fullName;
  const field = privacy.corrections.fields[request.field];
  const isBusy = decide.isPending || form.formState.isSubmitting;

  const onSubmit = submit(async ({ note }) => {
    const chosen = decision.current;
    await decide.mutateAsync({ id: request._id, decision: chosen, note: note ?? '' });
    onDecided(formatMessage(chosen === 'approve' ? t.approved : t.rejected, { name, field }));
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <label className="block text-xs text-slate-600">
        {formatMessage(t.noteLabel, { name })}
        <input
          className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
          aria-invalid={form.formState.errors.note ? true : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          {...form.register('note')}
        />
      </label>
      <FormError message={form.formState.errors.note?.message ?? null} />
      <div className="mt-2 flex gap-2">
        {/* A clashing IC cannot be approved (the server refuses it too): only Reject. */}
        <Button
          type="submit"
          size="sm"
          disabled={isBusy || request.icClash !== null}
          onClick={() => (decision.current = 'approve')}
        >
          {t.approve}
        </Button>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={isBusy}
          onClick={() => (decision.current = 'reject')}
        >
          {t.reject}
        </Button>
      </div>
      <FormError message={formError} />
    </form>
  );
}

/** Data requests (issue 16): correction requests waiting for a membership officer. */
export function DataRequestsSection() {
  const { privacy } = useMessages();
  // A gender in the reader's language; names, ratings and masked IC numbers as they are.
  const shown = (request: StaffCorrectionRequest, value: string) =>
    request.field === 'gender'
      ? (privacy.corrections.genders[value as keyof typeof privacy.corrections.genders] ?? value)
      : value;
  const t = privacy.staff;
  const query = usePendingCorrections();
  const list = useAdminList<StaffCorrectionRequest>();
  const requests = query.data ?? [];
  const [historyOf, setHistoryOf] = useState<{ ref: string; label: string } | null>(null);
  const onDecided = (text: string) => list.showSuccess(text);
  return (
    <div className="space-y-8">
      <AdminSection
        titleId="data-requests-title"
        title={t.title}
        intro={t.intro}
        list={list}
        query={query}
        isEmpty={requests.length === 0}
        loadingText={t.loading}
        loadFailedText={t.loadFailed}
        emptyText={t.empty}
        emptyIcon={ClipboardIcon}
      >
        <AdminTable
          caption={t.caption}
          items={requests}
          getKey={(request) => request._id}
          rowClassName={() => 'align-top'}
          columns={[
            {
              header: t.columns.player,
              cell: (request) => (
                <PlayerCell
                  name={request.player.fullName}
                  playerId={request.player.playerId}
                  onHistory={() =>
                    setHistoryOf({ ref: request.player._id, label: request.player.fullName })
                  }
                />
              ),
            },
            {
              header: t.columns.change,
              cell: (request) => (
                <>
                  <p className="font-medium text-slate-900">
                    {privacy.corrections.fields[request.field]}: {shown(request, request.value)}
                  </p>
                  <p className="text-slate-600">
                    {formatMessage(t.from, { value: shown(request, request.currentValue) })}
                  </p>
                  {request.icClash ? (
                    <p className="mt-1 rounded bg-amber-50 px-2 py-1 font-medium text-amber-900">
                      {formatMessage(t.icClash, {
                        name: request.icClash.fullName,
                        playerId: request.icClash.playerId,
                      })}
                    </p>
                  ) : null}
                </>
              ),
            },
            {
              header: t.columns.reason,
              className: 'max-w-xs break-words text-slate-700',
              cell: (request) => request.reason,
            },
            {
              header: t.columns.due,
              className: 'whitespace-nowrap',
              cell: (request) => (
                <>
                  {formatDay(request.dueOn)}
                  {request.dueOn < todayInMalaysia() ? (
                    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {t.overdue}
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              header: t.columns.actions,
              cell: (request) => <DecisionCell request={request} onDecided={onDecided} />,
            },
          ]}
        />
      </AdminSection>
      <DeletionsPanel onHistory={setHistoryOf} />
      <ExportsPanel onHistory={setHistoryOf} />
      <TrailDialog player={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  );
}
