import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { acceptInvitationInputSchema } from '@app/shared/admins';
import { successMessageSchema } from '@app/shared/common';
import {
  invitationSchema,
  inviteStaffInputSchema,
  staffInviteSchema,
  staffMemberSchema,
  updateStaffRolesInputSchema,
} from '@app/shared/staff';

import { adminActor } from '../../plugins/auth';

import type { StaffService } from './staff.service';

const idParams = z.object({ id: z.string().max(64) });

/** Staff management for super admins, under /api/admin/staff. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/api/admin/staff',
    { schema: { response: { 200: z.array(staffMemberSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return staff.list();
    },
  );
  app.get(
    '/api/admin/staff/invitations',
    { schema: { response: { 200: z.array(staffInviteSchema) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return staff.listInvitations();
    },
  );
  app.post(
    '/api/admin/staff/invitations',
    { schema: { body: inviteStaffInputSchema, response: { 201: staffInviteSchema } } },
    async (req, reply) => {
      const actor = adminActor(req);
      return reply.code(201).send(await staff.invite(actor, req.body));
    },
  );
  app.delete(
    '/api/admin/staff/invitations/:id',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => staff.revokeInvitation(req.params.id),
  );
  app.put(
    '/api/admin/staff/:id/roles',
    {
      schema: {
        params: idParams,
        body: updateStaffRolesInputSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (req) => staff.updateRoles(req.params.id, req.body.roles),
  );
  app.post(
    '/api/admin/staff/:id/disable',
    { schema: { params: idParams, response: { 200: staffMemberSchema } } },
    async (req) => staff.disable(adminActor(req).adminId, req.params.id),
  );
  app.post(
    '/api/admin/staff/:id/enable',
    { schema: { params: idParams, response: { 200: staffMemberSchema } } },
    async (req) => staff.enable(req.params.id),
  );
  app.post(
    '/api/admin/staff/:id/reset-two-factor',
    { schema: { params: idParams, response: { 200: successMessageSchema } } },
    async (req) => staff.resetTwoFactor(req.params.id),
  );
};

/** The invitee's side, under /api/admin/invitations (no session: the token is the proof). */
export const invitationRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (
  app,
  { staff },
) => {
  app.get(
    '/api/admin/invitations/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: invitationSchema },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return staff.getInvitation(req.params.token);
    },
  );
  app.post(
    '/api/admin/invitations/accept',
    { schema: { body: acceptInvitationInputSchema, response: { 200: successMessageSchema } } },
    async (req) => staff.acceptInvitation(req.body),
  );
};
