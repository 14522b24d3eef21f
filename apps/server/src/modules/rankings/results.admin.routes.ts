import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  rankingRulesInputSchema,
  rankingRulesSchema,
  rankingSeasonsSchema,
} from '@app/shared/competition/rankings';
import {
  MAX_RESULTS_FILE_BYTES,
  resultsCheckSchema,
  resultsInputSchema,
  resultsPublishedSchema,
} from '@app/shared/competition/results';

import type { RankingRulesService } from './ranking-rules.service';
import { readResultsRequest } from './results-upload';
import type { ResultsService } from './results.service';

const params = z.object({ id: z.string().max(64) });

const csvNote =
  'Body: a CSV file (text/csv, or multipart/form-data with `file` and an optional `matches` file; ≤ 2 MB) or JSON `{ rows, matches? }`. Format: docs/operations.md "Results". Refused rows: 400 with `details: [{ path, row, section, message }]`; nothing is saved. Before the tournament’s first day (Malaysia): 409, whatever the file.';

/**
 * Staff (tournament officers): a division's results, checked and published (audited), and the
 * seasons of ranking rules.
 */
export const resultsAdminRoutes: FastifyPluginAsyncZod<{
  results: ResultsService;
  rules: RankingRulesService;
}> = async (app, { results, rules }) => {
  // A results file as the request body (this plugin's routes only).
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: MAX_RESULTS_FILE_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/divisions/:id/results/validate',
    { schema: { params, description: csvNote, response: { 200: resultsCheckSchema } } },
    async (req) => results.validate(req.params.id, await readResultsRequest(req)),
  );
  app.post(
    '/api/admin/divisions/:id/results/publish',
    { schema: { params, description: csvNote, response: { 200: resultsPublishedSchema } } },
    async (req) => results.publish(req.params.id, await readResultsRequest(req)),
  );
  app.post(
    '/api/admin/divisions/:id/results',
    {
      schema: {
        params,
        body: resultsInputSchema,
        description:
          "Results typed on screen: checked and published like a file (409 before the tournament's first day).",
        response: { 200: resultsPublishedSchema },
      },
    },
    async (req) => results.publish(req.params.id, await readResultsRequest(req)),
  );

  app.get(
    '/api/admin/ranking-rules',
    { schema: { response: { 200: rankingSeasonsSchema } } },
    async () => rules.listSeasons(),
  );
  app.put(
    '/api/admin/ranking-rules',
    { schema: { body: rankingRulesInputSchema, response: { 200: rankingRulesSchema } } },
    async (req) => rules.saveSeason(req.body),
  );
};
