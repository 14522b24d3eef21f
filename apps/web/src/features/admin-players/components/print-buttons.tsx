import { useState } from 'react';

import type { AdminListNotice } from '@/components/admin/use-admin-list';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useGetAllPlayers } from '../api/get-all-players';
import type { PlayerSelection } from '../hooks/use-player-selection';
import type { PrintJob } from '../hooks/use-print-players';
import type { PlayerFilters } from '../utils/player-filters';

export interface PrintButtonsProps {
  filters: PlayerFilters;
  /** The rows on screen, fresher than the copies kept in the selection. */
  currentPage: readonly Player[];
  selection: PlayerSelection;
  notice: AdminListNotice;
  onPrint: (job: PrintJob) => void;
}

/**
 * IC numbers are printed masked, as on screen (the server sends no other form: full numbers
 * come only from a per-player reveal or the CSV export, both audited). 'Print all' fetches every player matching the current search and filters, then prints them
 * as a table; 'Print selected' prints the ticked players' details.
 */
export function PrintButtons({
  filters,
  currentPage,
  selection,
  notice,
  onPrint,
}: PrintButtonsProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.players.toolbar;
  const getAllPlayers = useGetAllPlayers();
  const [isPreparing, setIsPreparing] = useState(false);

  const handlePrintAll = async () => {
    notice.clearNotice();
    setIsPreparing(true);
    try {
      const players = await getAllPlayers(filters);
      if (players.length === 0) notice.showError(adminPlayers.print.nothingToPrint);
      else onPrint({ kind: 'all', players, filters, printedAt: new Date() });
    } catch {
      notice.showError(adminPlayers.print.failed);
    } finally {
      setIsPreparing(false);
    }
  };

  const handlePrintSelected = () => {
    notice.clearNotice();
    if (selection.size === 0) {
      notice.showError(adminPlayers.print.noneSelected);
      return;
    }
    const fresh = new Map(currentPage.map((player) => [player._id, player]));
    const players = [...selection.players.values()].map((p) => fresh.get(p._id) ?? p);
    onPrint({ kind: 'selected', players, printedAt: new Date() });
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void handlePrintAll()}
        disabled={isPreparing}
      >
        {isPreparing ? <Spinner className="size-4 border-2" /> : null}
        {t.printAll}
      </Button>
      <Button variant="outline" size="sm" onClick={handlePrintSelected}>
        {selection.size > 0
          ? formatMessage(t.printSelectedCount, { count: selection.size })
          : t.printSelected}
      </Button>
      <span role="status" className="sr-only">
        {isPreparing ? t.preparingPrint : null}
      </span>
    </>
  );
}
