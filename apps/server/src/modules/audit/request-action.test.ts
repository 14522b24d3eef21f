import { describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS } from '@app/shared/security';

import { ROUTE_ACCESS } from '../../plugins/route-access';

import { requestAction } from './request-action';

/** Every staff write route, as `METHOD /url`. */
const staffWrites = Object.entries(ROUTE_ACCESS)
  .filter(([, access]) => typeof access === 'object')
  .map(([route]) => route.split(' ') as [string, string])
  .filter(([method]) => !['GET', 'HEAD', 'OPTIONS'].includes(method));

const actionOf = (method: string, url: string) =>
  requestAction(
    method,
    url,
    Object.fromEntries((url.match(/:\w+/g) ?? []).map((p) => [p.slice(1), 'x'])),
  ).action;

describe('audit actions of staff writes', () => {
  it('tells a change to one item from the collection’s own action', () => {
    expect(actionOf('POST', '/api/admin/staff/invitations')).toBe('staff.invitations');
    expect(actionOf('DELETE', '/api/admin/staff/invitations/:id')).toBe('staff.invitations.delete');
    expect(actionOf('POST', '/api/players/:id/reset-password')).toBe('players.reset-password');
    expect(actionOf('PATCH', '/api/news/:newsId')).toBe('news.update');
  });

  it('ends a change to one item, and every DELETE, in what it did', () => {
    expect(actionOf('DELETE', '/api/admin/x/:id/block')).toBe('x.block.delete');
    expect(actionOf('POST', '/api/admin/x/:id/block')).toBe('x.block');
    expect(actionOf('POST', '/api/admin/x/:id/notes/:noteId')).toBe('x.notes.create');
    expect(actionOf('POST', '/api/admin/x/:id/notes')).toBe('x.notes');
  });

  /**
   * Routes deliberately answered as one: PUT and PATCH both update, and the doubled `/api/api/`
   * prefix old clients call is the same route as `/api/`.
   */
  const sameRoute = (method: string, url: string) =>
    `${method === 'PATCH' ? 'PUT' : method} ${url.replace(/^\/api\/api\//, '/api/')}`;

  it('gives distinct staff write routes distinct actions, unless deliberately the same route', () => {
    const routesOf = new Map<string, Set<string>>();
    for (const [method, url] of staffWrites) {
      const action = actionOf(method, url);
      routesOf.set(action, (routesOf.get(action) ?? new Set()).add(sameRoute(method, url)));
    }
    const shared = [...routesOf].filter(([, routes]) => routes.size > 1);
    expect(shared.map(([action, routes]) => `${action}: ${[...routes].join(', ')}`)).toEqual([]);
    // The deliberate ones exist, so the rule above is not vacuous.
    expect(actionOf('PATCH', '/api/api/courses/:id')).toBe(actionOf('PUT', '/api/courses/:id'));
  });

  it('names each staff write route with a known action, never two kinds of change alike', () => {
    const methodsOf = new Map<string, Set<string>>();
    for (const [method, url] of staffWrites) {
      const action = actionOf(method, url);
      expect(AUDIT_ACTIONS, `${method} ${url}`).toContain(action);
      methodsOf.set(action, (methodsOf.get(action) ?? new Set()).add(method));
    }
    // One action, one kind of change (PUT and PATCH both update).
    for (const [action, methods] of methodsOf) {
      const kinds = new Set([...methods].map((m) => (m === 'PATCH' ? 'PUT' : m)));
      expect(kinds.size, action).toBe(1);
    }
  });
});
