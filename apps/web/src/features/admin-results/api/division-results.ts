import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { ResultsCheck, ResultsInput, ResultsPublished } from '@app/shared/competition/results';

import { divisionChoicesKey } from './competition-options';

const resultsPath = (divisionId: string, step: '' | '/validate' | '/publish') =>
  `/api/admin/divisions/${encodeURIComponent(divisionId)}/results${step}`;

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** `POST …/results/validate`: checks a results file row by row; nothing is saved. */
export function useValidateResults() {
  return useMutation({
    mutationFn: ({ divisionId, file }: { divisionId: string; file: File }) =>
      apiRequest<ResultsCheck>(resultsPath(divisionId, '/validate'), {
        method: 'POST',
        form: fileForm(file),
      }),
  });
}

/** Publishing refreshes the divisions (their "results published" mark). */
function usePublished(tournamentId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: divisionChoicesKey(tournamentId) });
}

/** `POST …/results/publish`: publishes a clean file (again: replaces the division's results). */
export function usePublishResults(tournamentId: string) {
  const onSuccess = usePublished(tournamentId);
  return useMutation({
    mutationFn: ({ divisionId, file }: { divisionId: string; file: File }) =>
      apiRequest<ResultsPublished>(resultsPath(divisionId, '/publish'), {
        method: 'POST',
        form: fileForm(file),
      }),
    onSuccess,
  });
}

/** `POST …/results`: the rows typed on screen, checked and published like a file. */
export function usePublishTypedResults(tournamentId: string) {
  const onSuccess = usePublished(tournamentId);
  return useMutation({
    mutationFn: ({ divisionId, input }: { divisionId: string; input: ResultsInput }) =>
      apiRequest<ResultsPublished>(resultsPath(divisionId, ''), { method: 'POST', json: input }),
    onSuccess,
  });
}
