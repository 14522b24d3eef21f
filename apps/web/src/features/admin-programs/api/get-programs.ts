import { useQuery } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Program, ProgramKind } from '@app/shared/content';

import { programPath } from './program-path';

export const adminProgramsQueryKey = (kind: ProgramKind) => ['admin-content', kind] as const;

/** `GET /api/courses` or `/api/clinics`: every program by date, `enrolled` the live count. */
export async function getPrograms(kind: ProgramKind, signal?: AbortSignal): Promise<Program[]> {
  const data = await apiRequest<unknown>(programPath(kind), { signal });
  return Array.isArray(data) ? (data as Program[]) : [];
}

export function usePrograms(kind: ProgramKind) {
  return useQuery({
    queryKey: adminProgramsQueryKey(kind),
    queryFn: ({ signal }) => getPrograms(kind, signal),
  });
}
