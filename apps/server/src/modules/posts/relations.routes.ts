import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { RELATION_KINDS, relationsSchema } from '@app/shared/posts';

import { badRequest, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import { playerActor } from '../../plugins/auth';

import type { RelationsRepository } from './relations.repository';

const params = z.object({
  kind: z.enum(RELATION_KINDS, { error: 'Choose mute or block' }),
  playerId: z.uuid('Player not found'),
});

/** The signed-in player's mutes and blocks: list, add (PUT) and remove (DELETE). */
export const relationsRoutes: FastifyPluginAsyncZod<{
  data: DataAccess<{ relations: RelationsRepository }>;
}> = async (app, { data }) => {
  const repo = data.repos.relations;
  const list = async (playerId: string) => {
    const rows = await repo.list(playerId);
    const of = (kind: 'mute' | 'block') =>
      rows
        .filter((r) => r.kind === kind)
        .map(({ playerId: id, fullName }) => ({ playerId: id, fullName }));
    return { muted: of('mute'), blocked: of('block') };
  };

  app.get(
    '/api/players/me/relations',
    { schema: { response: { 200: relationsSchema } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return list(playerActor(req).playerId);
    },
  );
  app.put(
    '/api/players/me/relations/:kind/:playerId',
    { schema: { params, response: { 200: relationsSchema } } },
    async (req) => {
      const me = playerActor(req).playerId;
      if (req.params.playerId === me) throw badRequest('You cannot mute or block yourself');
      if (!(await repo.exists(req.params.playerId))) throw notFound('Player');
      await repo.add(me, req.params.playerId, req.params.kind);
      return list(me);
    },
  );
  app.delete(
    '/api/players/me/relations/:kind/:playerId',
    { schema: { params, response: { 200: relationsSchema } } },
    async (req) => {
      const me = playerActor(req).playerId;
      await repo.remove(me, req.params.playerId, req.params.kind);
      return list(me);
    },
  );
};
