import { useEffect, useState } from 'react';

import type { Player } from '@app/shared/players';

import type { PlayerFilters } from '../utils/player-filters';

export interface PrintJob {
  /** 'all': the list as a table; 'selected': the chosen players' full details. */
  kind: 'all' | 'selected';
  players: readonly Player[];
  /** The filters the 'all' list was fetched with. */
  filters?: PlayerFilters;
  printedAt: Date;
}

/**
 * Mounts the print view for a job and opens the browser's print dialog once it is rendered.
 * The view is dropped after printing ('afterprint').
 */
export function usePrintPlayers() {
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    if (!job) return;
    const handleAfterPrint = () => setJob(null);
    window.addEventListener('afterprint', handleAfterPrint);
    window.print();
    return () => window.removeEventListener('afterprint', handleAfterPrint);
  }, [job]);

  return { job, print: setJob };
}
