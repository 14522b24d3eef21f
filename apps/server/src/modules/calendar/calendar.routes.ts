import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { malaysiaTodayIso } from '@app/shared/calendar';
import {
  calendarFeedSchema,
  calendarFilterSchema,
  calendarQuerySchema,
  calendarResponseSchema,
} from '@app/shared/events';
import { LOCALES } from '@app/shared/locale';

import type { ResponseCache } from '../../lib/response-cache';
import { playerActor } from '../../plugins/auth';

import type { CalendarService } from './calendar.service';

const ICS_TYPE = 'text/calendar; charset=utf-8';
/** A feed is polled by calendar apps: let them and proxies keep it for 15 minutes. */
const FEED_CACHE = 'public, max-age=900';

/** The public feed's filters, and the language of its words and links (`lang=ms`). */
const feedQuerySchema = calendarFilterSchema.extend({ lang: z.enum(LOCALES).optional() });

const personalParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Calendar feed not found'),
});

/** `GET /api/calendar` (year view with counts), the public `.ics` feed, and the personal feed. */
export const calendarRoutes: FastifyPluginAsyncZod<{
  service: CalendarService;
  cache: ResponseCache;
}> = async (app, { service, cache }) => {
  app.get(
    '/api/calendar',
    {
      // A missing year means this year in Malaysia: each day keys its own copy.
      ...cache.route('calendar', { key: (req) => `${req.url}#${malaysiaTodayIso()}` }),
      schema: { querystring: calendarQuerySchema, response: { 200: calendarResponseSchema } },
    },
    async (req) => service.calendar(req.query),
  );

  app.get(
    '/api/calendar/feed.ics',
    {
      ...cache.route('calendar', {
        key: (req) => `${req.url}#${malaysiaTodayIso()}`,
        headers: ['content-type', 'content-disposition'],
      }),
      schema: { querystring: feedQuerySchema, produces: ['text/calendar'] },
    },
    async (req, reply) =>
      reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', FEED_CACHE)
        .header('content-disposition', 'inline; filename="mpa-calendar.ics"')
        .send(await service.feed(req.query, req.query.lang)),
  );

  app.get(
    '/api/calendar/personal/:file',
    { schema: { params: personalParams, produces: ['text/calendar'] } },
    async (req, reply) =>
      reply
        .header('content-type', ICS_TYPE)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(await service.personalFeed(req.params.file.slice(0, -'.ics'.length))),
  );

  app.get(
    '/api/players/me/calendar-feed',
    { schema: { response: { 200: calendarFeedSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.feedStatus(playerActor(req).playerId);
    },
  );
  app.post(
    '/api/players/me/calendar-feed',
    { schema: { response: { 200: calendarFeedSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.createFeed(playerActor(req).playerId);
    },
  );
  app.delete(
    '/api/players/me/calendar-feed',
    { schema: { response: { 200: calendarFeedSchema } } },
    async (req) => service.revokeFeed(playerActor(req).playerId),
  );
};
