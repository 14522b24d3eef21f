import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { successMessageSchema } from '@app/shared/common';
import {
  listPostsQuerySchema,
  MAX_POST_IMAGES,
  NEXT_CURSOR_HEADER,
  POST_MESSAGES,
  postSchema,
  reportSchema,
} from '@app/shared/posts';

import type { ResponseCache } from '../../lib/response-cache';
import { actorOf, playerActor } from '../../plugins/auth';
import { readMultipart } from '../media/index';

import type { PostsService } from './posts.service';
import type { ReportsService } from './reports.service';

const params = z.object({ id: z.string().max(100) });
const IMAGES = { image: { maxCount: MAX_POST_IMAGES } };
const UPLOAD_MESSAGES = {
  notImage: POST_MESSAGES.notImage,
  tooLarge: POST_MESSAGES.imageTooLarge,
  tooMany: POST_MESSAGES.tooManyImages,
};

/**
 * The PickleZone feed. Author and actor always come from the session: `playerId`, `fullName`,
 * `isAdmin` and similar body fields sent by older clients are ignored.
 */
export const postsRoutes: FastifyPluginAsyncZod<{
  posts: PostsService;
  reports: ReportsService;
  cache: ResponseCache;
}> = async (app, { posts, reports, cache }) => {
  // Feed pages are the same for every viewer (likes are lists of player ids, not flags).
  // Only pages without a cursor are kept: older pages are rarely shared between readers.
  const feedCache = cache.route('posts', {
    headers: [NEXT_CURSOR_HEADER],
    shouldStore: (req) => !(req.query as { cursor?: string }).cursor,
  });
  app.get(
    '/api/posts',
    {
      ...feedCache,
      schema: { querystring: listPostsQuerySchema, response: { 200: z.array(postSchema) } },
    },
    async (req, reply) => {
      const page = await posts.list(req.query);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.posts;
    },
  );
  app.get('/api/posts/:id', { schema: { params, response: { 200: postSchema } } }, async (req) =>
    posts.getPost(req.params.id),
  );

  app.post('/api/posts', { schema: { response: { 201: postSchema } } }, async (req, reply) => {
    const post = await posts.create(playerActor(req), () =>
      readMultipart(req, IMAGES, UPLOAD_MESSAGES),
    );
    return reply.code(201).send(post);
  });
  // Bodies are checked by the service after ownership, so a stranger always gets 403.
  app.put('/api/posts/:id', { schema: { params, response: { 200: postSchema } } }, async (req) =>
    posts.edit(playerActor(req), req.params.id, req.body),
  );
  app.delete(
    '/api/posts/:id',
    { schema: { params, response: { 200: successMessageSchema } } },
    async (req) => posts.remove(actorOf(req), req.params.id),
  );
  app.delete(
    '/api/posts/:id/comments/:commentId',
    {
      schema: {
        params: z.object({ id: z.string().max(100), commentId: z.string().max(100) }),
        response: { 200: successMessageSchema },
      },
    },
    async (req) => posts.removeComment(actorOf(req), req.params.id, req.params.commentId),
  );
  app.post(
    '/api/posts/:id/like',
    { schema: { params, response: { 200: postSchema } } },
    async (req) => posts.toggleLike(playerActor(req), req.params.id),
  );
  app.post(
    '/api/posts/:id/comment',
    { schema: { params, response: { 200: postSchema } } },
    async (req) => posts.comment(playerActor(req), req.params.id, req.body),
  );
  app.post(
    '/api/posts/:id/report',
    { schema: { params, response: { 201: reportSchema } } },
    async (req, reply) =>
      reply.code(201).send(await reports.report(playerActor(req), req.params.id, req.body)),
  );
};
