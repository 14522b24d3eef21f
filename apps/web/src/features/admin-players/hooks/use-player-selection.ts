import { useCallback, useMemo, useState } from 'react';

import type { Player } from '@app/shared/players';

/**
 * Players ticked for printing, kept across pages and filters. Each keeps the copy it was
 * selected with, refreshed when the admin changes that player here.
 */
export function usePlayerSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Player>>(() => new Map());

  const toggle = useCallback((player: Player) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(player._id)) next.delete(player._id);
      else next.set(player._id, player);
      return next;
    });
  }, []);

  /** Selects every player on the page, or clears them when all already are. */
  const togglePage = useCallback((players: readonly Player[]) => {
    setSelected((current) => {
      const next = new Map(current);
      const isAllSelected = players.length > 0 && players.every((p) => current.has(p._id));
      for (const player of players) {
        if (isAllSelected) next.delete(player._id);
        else next.set(player._id, player);
      }
      return next;
    });
  }, []);

  const update = useCallback((player: Player) => {
    setSelected((current) =>
      current.has(player._id) ? new Map(current).set(player._id, player) : current,
    );
  }, []);

  const remove = useCallback((playerId: string) => {
    setSelected((current) => {
      if (!current.has(playerId)) return current;
      const next = new Map(current);
      next.delete(playerId);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const ids = useMemo(() => new Set(selected.keys()), [selected]);

  return {
    ids,
    size: selected.size,
    players: selected,
    toggle,
    togglePage,
    update,
    remove,
    clear,
  };
}

export type PlayerSelection = ReturnType<typeof usePlayerSelection>;
