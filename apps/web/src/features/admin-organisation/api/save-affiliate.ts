import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import type { Affiliate, SaveAffiliateInput } from '@app/shared/organisation';

import { adminAffiliatesQueryKey } from './get-admin-affiliates';

/** `POST /api/affiliates` or `PATCH /api/affiliates/{id}` as multipart (`affiliateLogo`). */
export function saveAffiliate({
  id,
  input,
  logo,
}: {
  id?: string;
  input: SaveAffiliateInput;
  logo: File | null;
}): Promise<Affiliate> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('state', input.state);
  form.append('website', input.website);
  if (logo) form.append('affiliateLogo', logo);
  return apiRequest<Affiliate>(
    id ? `/api/affiliates/${encodeURIComponent(id)}` : '/api/affiliates',
    { method: id ? 'PATCH' : 'POST', form },
  );
}

export function useSaveAffiliate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAffiliate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAffiliatesQueryKey }),
  });
}
