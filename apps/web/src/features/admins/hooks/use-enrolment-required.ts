import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ApiError } from '@/lib/api-client';

import { adminMeQueryKey } from '../api/get-admin-me';

const mustEnrol = (error: unknown) =>
  error instanceof ApiError && error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED';

/**
 * Two-factor can become required while a staff member is signed in (the all-staff setting, a
 * new role): from then on the server answers every request but the set-up with
 * TWO_FACTOR_ENROLMENT_REQUIRED. When any request or change answers so, ask again who is signed
 * in, so the dashboard shows the set-up screen at once.
 */
export function useEnrolmentRequiredWatch() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: adminMeQueryKey });
    const offQueries = client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        mustEnrol(event.action.error)
      )
        refresh();
    });
    const offMutations = client.getMutationCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        mustEnrol(event.action.error)
      )
        refresh();
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [client]);
}
