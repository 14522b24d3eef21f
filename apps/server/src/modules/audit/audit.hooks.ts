import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import type { NewAuditRow } from '../../db/schema/index';
import {
  auditNotes,
  diffFields,
  labelOf,
  redactFields,
  runWithAuditTrail,
  type AuditActor,
  type AuditNote,
} from '../../lib/audit-trail';

import type { AuditService } from './audit.service';
import { requestAction } from './request-action';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Targets that are members of the public (players, enquirers). */
export const PERSONAL_TARGETS = new Set(['players', 'members', 'enquiry']);

/** Routes about the signed-in staff member's own account (`/api/admin/me/…` and the like). */
const SELF_RESOURCES = new Set(['me', 'logout', 'sessions', 'two-factor']);

function requestActor(req: FastifyRequest): AuditActor {
  const actor = req.actor;
  if (actor?.kind === 'admin')
    return { kind: 'staff', id: actor.adminId, name: actor.username, roles: actor.roles };
  if (actor?.kind === 'player') return { kind: 'player', id: actor.playerId, name: actor.username };
  return { kind: 'anonymous', id: null, name: null };
}

function row(actor: AuditActor, ip: string, note: AuditNote & { action: string }): NewAuditRow {
  return {
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    actorRoles: [...(actor.roles ?? [])],
    action: note.action,
    targetType: note.targetType ?? null,
    targetId: note.targetId ?? null,
    // A person's name is never kept here: it is looked up when the log is read, so an erased
    // account or enquiry leaves no name behind in the log.
    targetLabel: PERSONAL_TARGETS.has(note.targetType ?? '')
      ? null
      : (note.targetLabel ?? labelOf(note.after) ?? labelOf(note.before)),
    ip,
    changes: note.before || note.after ? diffFields(note.before, note.after) : null,
    detail: note.detail ? redactFields(note.detail) : null,
  };
}

/** A JSON object the route answered with (a created record: its id and name), if any. */
function answered(payload: unknown): Record<string, unknown> | null {
  if (typeof payload !== 'string' || !payload.startsWith('{') || payload.length > 1_000_000)
    return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const idOf = (record: Record<string, unknown> | null) => {
  const id = record?._id ?? record?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
};

/** Every successful staff write, plus what services noted (sign-ins, reveals, exports). */
function entriesOf(req: FastifyRequest, reply: FastifyReply, payload: unknown): NewAuditRow[] {
  const notes = auditNotes();
  const actor = requestActor(req);
  const rows: NewAuditRow[] = [];
  const routeUrl = req.routeOptions.url;
  if (actor.kind === 'staff' && !READS.has(req.method) && reply.statusCode < 400 && routeUrl) {
    const derived = requestAction(req.method, routeUrl, req.params as Record<string, unknown>);
    const about = notes.filter((n) => !n.action);
    const merged: AuditNote & { action: string } = { ...derived, detail: {} };
    for (const note of about) {
      Object.assign(merged, {
        targetType: note.targetType ?? merged.targetType,
        targetId: note.targetId ?? merged.targetId,
        targetLabel: note.targetLabel ?? merged.targetLabel,
        before: { ...merged.before, ...note.before },
        after: { ...merged.after, ...note.after },
        detail: { ...merged.detail, ...note.detail },
      });
    }
    const body = req.body;
    if (about.length === 0 && body && typeof body === 'object' && !Buffer.isBuffer(body)) {
      merged.detail = { fields: redactFields(body as Record<string, unknown>) };
    }
    // Which request it was, so two kinds of change to one thing never read alike.
    merged.detail = { method: req.method, route: routeUrl, ...merged.detail };
    // A change to one's own account (password, sessions, two-factor, signing out) is about
    // the staff member themself.
    if (!merged.targetId && SELF_RESOURCES.has(derived.targetType ?? '')) {
      Object.assign(merged, { targetType: 'staff', targetId: actor.id });
    }
    // A create names its record only in its answer: take the new record's id and name there.
    const answer = answered(payload);
    merged.targetId ??= idOf(answer);
    merged.targetLabel ??=
      labelOf(merged.after) ?? labelOf(merged.before) ?? labelOf(answer) ?? labelOf(body);
    // A service's own entry for the same action (richer) stands for the request's.
    if (!notes.some((n) => n.action === derived.action)) rows.push(row(actor, req.ip, merged));
  }
  for (const note of notes) {
    if (note.action) rows.push(row(note.actor ?? actor, req.ip, { ...note, action: note.action }));
  }
  return rows;
}

/**
 * Gives each request an audit trail services can note into (lib/audit-trail), and writes the
 * request's entries before the response leaves. A failed write is logged, never turned into an
 * error for a change that has already been made.
 */
export const auditHooks = fp<{ audit: AuditService }>(
  async (app: FastifyInstance, { audit }) => {
    app.addHook('onRequest', (_req, _reply, done) => runWithAuditTrail(done));
    app.addHook('onSend', async (req, reply, payload) => {
      const rows = entriesOf(req, reply, payload);
      if (rows.length > 0) {
        try {
          await audit.record(rows);
        } catch (err) {
          req.log.error({ err, actions: rows.map((r) => r.action) }, 'audit entry not written');
        }
      }
      return payload;
    });
  },
  { name: 'audit-hooks', dependencies: ['auth'] },
);
