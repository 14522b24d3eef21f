import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';
import {
  retentionRuleSchema,
  retentionRunSchema,
  type RetentionRuleKey,
} from '@app/shared/privacy';

const rulesKey = ['admin', 'privacy', 'retention'] as const;

export function useRetentionRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: async ({ signal }) =>
      z
        .array(retentionRuleSchema)
        .parse(await apiRequest<unknown>('/api/admin/retention', { signal })),
  });
}

function useRefreshRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rulesKey });
}

export function useSetRetentionDays() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: async (input: { rule: RetentionRuleKey; days: number }) =>
      retentionRuleSchema.parse(
        await apiRequest<unknown>(`/api/admin/retention/${input.rule}`, {
          method: 'PUT',
          json: { days: input.days },
        }),
      ),
    onSettled: refresh,
  });
}

export function useStopStanding() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: async (rule: RetentionRuleKey) =>
      retentionRuleSchema.parse(
        await apiRequest<unknown>(`/api/admin/retention/${rule}/stop-standing`, {
          method: 'POST',
        }),
      ),
    onSettled: refresh,
  });
}

export function usePreviewRetention() {
  return useMutation({
    mutationFn: async (rule: RetentionRuleKey) =>
      retentionRunSchema.parse(
        await apiRequest<unknown>(`/api/admin/retention/${rule}/preview`, { method: 'POST' }),
      ),
  });
}

export function useConfirmRetention() {
  const refresh = useRefreshRules();
  return useMutation({
    mutationFn: async (input: { runId: string; standing: boolean }) =>
      retentionRunSchema.parse(
        await apiRequest<unknown>(
          `/api/admin/retention/runs/${encodeURIComponent(input.runId)}/confirm`,
          { method: 'POST', json: { standing: input.standing } },
        ),
      ),
    onSettled: refresh,
  });
}

export function useDiscardRetention() {
  return useMutation({
    mutationFn: async (runId: string) =>
      apiRequest<unknown>(`/api/admin/retention/runs/${encodeURIComponent(runId)}/discard`, {
        method: 'POST',
      }),
  });
}
