import { AdminCards } from '@/components/admin/admin-cards';
import { AdminSection } from '@/components/admin/admin-section';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { FlaggedEntry } from '@app/shared/competition/entries';

import { useFlaggedEntries } from '../api/division-entries';

import { EntryFlagNote } from './entry-flag';
import { entryNames } from './entry-names';

/**
 * Entries flagged after staff changed a player's gender, date of birth or DUPR rating, across
 * tournaments, oldest first: each opens its division, where the officer lets it stand or asks the
 * players to withdraw. Shown only while there is something to look at.
 */
export function FlaggedEntriesPanel({ onOpen }: { onOpen: (entry: FlaggedEntry) => void }) {
  const { adminResults, common } = useMessages();
  const t = adminResults.entries;
  const locale = useLocale();
  const flagged = useFlaggedEntries();
  const rows = flagged.data ?? [];
  if (flagged.isSuccess && rows.length === 0) return null;

  const where = (e: FlaggedEntry) =>
    formatMessage(t.flaggedDivision, {
      tournament: e.tournament.name,
      division: e.divisionLabel[locale],
    });
  const open = (e: FlaggedEntry) => (
    <Button
      size="sm"
      variant="outline"
      aria-label={formatMessage(t.openDivisionLabel, { names: entryNames(e) })}
      onClick={() => onOpen(e)}
    >
      {t.openDivision}
    </Button>
  );
  const columns: AdminColumn<FlaggedEntry>[] = [
    {
      header: t.columns.players,
      isRowHeader: true,
      className: 'min-w-48 font-semibold text-slate-900',
      cell: (e) => entryNames(e),
    },
    { header: t.flaggedWhere, cell: where },
    {
      header: t.columns.status,
      cell: (e) => (
        <>
          {t.statuses[e.status]}
          {e.eligibilityFlag ? <EntryFlagNote flag={e.eligibilityFlag} /> : null}
        </>
      ),
    },
    {
      header: t.columns.actions,
      isHeaderHidden: true,
      align: 'end',
      className: 'whitespace-nowrap',
      cell: open,
    },
  ];
  return (
    <AdminSection
      variant="panel"
      titleId="admin-flagged-entries-title"
      texts={{
        title: t.flaggedTitle,
        intro: t.flaggedIntro,
        loading: t.loading,
        loadFailed: errorText(flagged.error, {
          fallback: t.loadFailed,
          network: common.networkError,
        }),
        empty: t.empty,
      }}
      query={flagged}
      isEmpty={rows.length === 0}
    >
      <AdminTable
        caption={t.flaggedCaption}
        columns={columns}
        items={rows}
        getKey={(e) => e.id}
        minWidth="44rem"
        wideFrom="4xl"
        cards={
          <AdminCards
            label={t.flaggedCaption}
            items={rows}
            getKey={(e) => e.id}
            card={(e) => ({
              title: entryNames(e),
              subtitle: where(e),
              fields: [
                {
                  label: t.columns.status,
                  value: (
                    <>
                      {t.statuses[e.status]}
                      {e.eligibilityFlag ? <EntryFlagNote flag={e.eligibilityFlag} /> : null}
                    </>
                  ),
                  isWide: true,
                },
              ],
              actions: <div className="flex justify-end">{open(e)}</div>,
            })}
          />
        }
      />
    </AdminSection>
  );
}
