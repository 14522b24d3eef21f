import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { FilterBar } from '@/components/admin/filter-bar';
import { Button } from '@/components/ui/button';
import { FormSuccess } from '@/components/ui/form/form-messages';
import { SelectField } from '@/components/ui/form/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Division } from '@app/shared/competition/setup';

import { deleteDivision } from '../api/delete-division';
import { divisionsQueryKey, useDivisions } from '../api/get-divisions';
import { useEntrySettings } from '../api/get-entry-settings';
import { useTiers } from '../api/get-tiers';
import { useTournamentOptions } from '../api/get-tournament-options';
import { setupFiltersSchema } from '../utils/setup-filters';

import { DivisionFormModal } from './division-form-modal';
import { DivisionsTable } from './divisions-table';
import { EntrySettingsForm } from './entry-settings-form';
import { TiersPanel } from './tiers-panel';

function Divisions({ tournamentId }: { tournamentId: string }) {
  const { adminTournaments, common } = useMessages();
  const t = adminTournaments.competition.divisions;
  const locale = useLocale();
  const queryClient = useQueryClient();
  const divisions = useDivisions(tournamentId);
  const [editing, setEditing] = useState<Division | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Division | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const texts = { network: common.networkError, fallback: adminTournaments.unknownError };

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      await deleteDivision(deleting.id);
      setDeleting(null);
      setNotice(t.deleted);
      await queryClient.invalidateQueries({ queryKey: divisionsQueryKey(tournamentId) });
    } catch (error) {
      setDeleteError(formatMessage(t.deleteFailed, { message: errorText(error, texts) }));
    } finally {
      setIsDeleting(false);
    }
  };

  return (
    <section aria-labelledby="competition-divisions-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="competition-divisions-title" className="text-lg font-semibold text-brand-900">
          {t.title}
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      </div>
      <FormSuccess message={notice} />
      {!divisions.data ? (
        divisions.error ? (
          <p role="alert">{errorText(divisions.error, texts)}</p>
        ) : (
          <Spinner className="size-5 border-2" />
        )
      ) : divisions.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <DivisionsTable
          divisions={divisions.data}
          onEdit={(d) => setEditing(d)}
          onDelete={(d) => {
            setDeleteError(null);
            setDeleting(d);
          }}
        />
      )}
      {editing ? (
        <DivisionFormModal
          tournamentId={tournamentId}
          division={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setNotice(t.saved);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        pendingLabel={t.deleteDialog.pending}
        isPending={isDeleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{formatMessage(t.deleteDialog.body, { name: deleting?.label[locale] ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

function Settings({ tournamentId }: { tournamentId: string }) {
  const settings = useEntrySettings(tournamentId);
  const tiers = useTiers();
  if (!settings.data || !tiers.data) return <Spinner className="size-5 border-2" />;
  return (
    <EntrySettingsForm
      key={tournamentId}
      tournamentId={tournamentId}
      settings={settings.data}
      tiers={tiers.data}
    />
  );
}

/**
 * Admin (tournament officers): a tournament's entry settings and divisions; the tiers. The chosen
 * tournament is in the URL, so a reload, Back and a shared link keep it.
 */
export function CompetitionSetupSection() {
  const t = useMessages().adminTournaments.competition;
  const tournaments = useTournamentOptions();
  const filters = useUrlFilters(setupFiltersSchema);
  const tournamentId = filters.values.tournament ?? '';
  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-2xl font-bold text-brand-900">{t.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      </header>
      <FilterBar
        label={t.pickerLabel}
        className="max-w-xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <SelectField
          label={t.tournamentLabel}
          placeholder={t.tournamentPlaceholder}
          value={tournamentId}
          onChange={(event) => filters.set({ tournament: event.target.value || undefined })}
          options={(tournaments.data ?? []).map((x) => ({
            value: x._id,
            label: `${x.name || x.applicationId} (${x.startDate})`,
          }))}
        />
      </FilterBar>
      {tournamentId ? (
        <div className="space-y-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <Settings tournamentId={tournamentId} />
          <Divisions tournamentId={tournamentId} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.noTournament}</p>
      )}
      <TiersPanel />
    </div>
  );
}
