import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import {
  siteSettingsSchema,
  type SiteSettings,
  type UpdateSiteSettingsInput,
} from '@app/shared/staff';

const siteSettingsKey = ['admin', 'site-settings'] as const;

/** The site-wide settings (super admins). */
export function useSiteSettings() {
  return useQuery({
    queryKey: siteSettingsKey,
    queryFn: async ({ signal }): Promise<SiteSettings> =>
      siteSettingsSchema.parse(await apiRequest<unknown>('/api/admin/settings', { signal })),
  });
}

/** Saves some settings; every form showing settings then shows the saved ones. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSiteSettingsInput): Promise<SiteSettings> =>
      siteSettingsSchema.parse(
        await apiRequest<unknown>('/api/admin/settings', { method: 'PUT', json: input }),
      ),
    onSuccess: (data) => queryClient.setQueryData(siteSettingsKey, data),
  });
}
