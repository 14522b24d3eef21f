import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { siteSettingsSchema, updateSiteSettingsInputSchema } from '@app/shared/staff';

import { adminActor } from '../../plugins/auth';

import type { SettingsService } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  app.get('/api/admin/settings', { schema: { response: { 200: siteSettingsSchema } } }, async () =>
    settings.get(),
  );
  app.put(
    '/api/admin/settings',
    {
      schema: { body: updateSiteSettingsInputSchema, response: { 200: siteSettingsSchema } },
    },
    async (req) => settings.update(adminActor(req).adminId, req.body),
  );
};
