import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { privacyContactSchema } from '@app/shared/privacy';

/** Whom to write to about personal data: the privacy policy shows it (PDPA 2024: a DPO). */
export const privacyPublicRoutes: FastifyPluginAsyncZod<{ dpoEmail: string | undefined }> = async (
  app,
  { dpoEmail },
) => {
  app.get(
    '/api/privacy/contact',
    { schema: { response: { 200: privacyContactSchema } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { dpoEmail: dpoEmail ?? null };
    },
  );
};
