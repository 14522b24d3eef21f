import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Program, ProgramKind, SaveProgramInput } from '@app/shared/content';

export const adminProgramsQueryKey = (kind: ProgramKind) => ['admin-content', kind] as const;

const path = (kind: ProgramKind, id?: string) =>
  id ? `/api/${kind}/${encodeURIComponent(id)}` : `/api/${kind}`;

/** `GET /api/courses` or `/api/clinics`: every program by date, `enrolled` the live count. */
export async function getPrograms(kind: ProgramKind, signal?: AbortSignal): Promise<Program[]> {
  const data = await apiRequest<unknown>(path(kind), { signal });
  return Array.isArray(data) ? (data as Program[]) : [];
}

export function usePrograms(kind: ProgramKind) {
  return useQuery({
    queryKey: adminProgramsQueryKey(kind),
    queryFn: ({ signal }) => getPrograms(kind, signal),
  });
}

/** The form's fields only: `enrolled` is never sent (it is the live count). */
function programBody(input: SaveProgramInput): SaveProgramInput {
  const { title, description, date, time, location, coach, maxParticipants, price, status } = input;
  return { title, description, date, time, location, coach, maxParticipants, price, status };
}

/** `POST /api/{kind}` (id absent) or `PATCH /api/{kind}/{id}` with the form as JSON. */
export function saveProgram({
  kind,
  id,
  input,
}: {
  kind: ProgramKind;
  id?: string;
  input: SaveProgramInput;
}): Promise<Program> {
  return apiRequest<Program>(path(kind, id), {
    method: id ? 'PATCH' : 'POST',
    json: programBody(input),
  });
}

export function deleteProgram({ kind, id }: { kind: ProgramKind; id: string }) {
  return apiRequest<{ success: boolean; message: string }>(path(kind, id), { method: 'DELETE' });
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: (_data, { kind }) =>
      queryClient.invalidateQueries({ queryKey: adminProgramsQueryKey(kind) }),
  });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgram,
    onSuccess: (_data, { kind }) =>
      queryClient.invalidateQueries({ queryKey: adminProgramsQueryKey(kind) }),
  });
}
