import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { AdminEntry, FlaggedEntry } from '@app/shared/competition/entries';

export const divisionEntriesKey = (divisionId: string) =>
  ['admin-results', 'entries', divisionId] as const;

/** `GET /api/admin/divisions/{id}/entries`: every entry of the division, all statuses. */
export function useDivisionEntries(divisionId: string | undefined) {
  return useQuery({
    queryKey: divisionEntriesKey(divisionId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<AdminEntry[]>(
        `/api/admin/divisions/${encodeURIComponent(divisionId ?? '')}/entries`,
        { signal },
      ),
    enabled: Boolean(divisionId),
  });
}

export const flaggedEntriesKey = ['admin-results', 'entries', 'flagged'] as const;

/**
 * `GET /api/admin/entries/flagged`: live entries flagged after a player's facts changed, across
 * tournaments, oldest first.
 */
export function useFlaggedEntries() {
  return useQuery({
    queryKey: flaggedEntriesKey,
    queryFn: ({ signal }) => apiRequest<FlaggedEntry[]>('/api/admin/entries/flagged', { signal }),
  });
}

/**
 * Puts the server's answer for one entry into the division's list; an entry whose flag was
 * answered leaves the flagged list (the sidebar's count is checked after every change).
 */
function useReplaceEntry() {
  const queryClient = useQueryClient();
  return (entry: AdminEntry) => {
    queryClient.setQueryData<AdminEntry[]>(divisionEntriesKey(entry.divisionId), (list) =>
      list?.map((e) => (e.id === entry.id ? entry : e)),
    );
    if (!entry.eligibilityFlag) {
      queryClient.setQueryData<FlaggedEntry[]>(flaggedEntriesKey, (list) =>
        list?.filter((e) => e.id !== entry.id),
      );
    }
  };
}

/** `POST /api/admin/entries/{id}/check-in` (idempotent: a second click changes nothing). */
export function useCheckIn() {
  const replace = useReplaceEntry();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiRequest<AdminEntry>(`/api/admin/entries/${encodeURIComponent(entryId)}/check-in`, {
        method: 'POST',
      }),
    onSuccess: replace,
  });
}

/** `POST /api/admin/entries/{id}/override`: the entry stands although a player is ineligible. */
export function useOverrideEntry() {
  const replace = useReplaceEntry();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: string; reason: string }) =>
      apiRequest<AdminEntry>(`/api/admin/entries/${encodeURIComponent(entryId)}/override`, {
        method: 'POST',
        json: { reason },
      }),
    onSuccess: replace,
  });
}

/** The bracket software's CSV of the tournament's confirmed entries, seeded by ranking. */
export function entriesCsvHref(tournamentId: string): string {
  return `/api/admin/tournaments/${encodeURIComponent(tournamentId)}/entries.csv`;
}
