import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Program, ProgramKind } from '@app/shared/content';
import type { SaveProgramInput } from '@app/shared/program-input';

import { adminProgramsQueryKey } from './get-programs';
import { programPath } from './program-path';

/** The form's fields only: `enrolled` is never sent (it is the live count). */
function programBody(input: SaveProgramInput): SaveProgramInput {
  const { title, titleMs, description, descriptionMs, date, time, location, coach } = input;
  const { maxParticipants, price, status } = input;
  const { state, cancelCutoffDays, doubles, minAge, maxAge, minSkill, maxSkill } = input;
  const { refundRule, refundUntil, refundPercent } = input;
  return {
    title,
    titleMs,
    description,
    descriptionMs,
    date,
    time,
    location,
    coach,
    maxParticipants,
    price,
    status,
    state,
    cancelCutoffDays,
    doubles,
    minAge,
    maxAge,
    minSkill,
    maxSkill,
    refundRule,
    refundUntil,
    refundPercent,
  };
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
  return apiRequest<Program>(programPath(kind, id), {
    method: id ? 'PATCH' : 'POST',
    json: programBody(input),
  });
}

export function useSaveProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProgram,
    onSuccess: (_data, { kind }) =>
      queryClient.invalidateQueries({ queryKey: adminProgramsQueryKey(kind) }),
  });
}
