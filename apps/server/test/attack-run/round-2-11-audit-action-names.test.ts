import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin, loginAdmin } from '../factories/admins';

interface Entry {
  action: string;
  targetType: string | null;
  targetId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
  detail: Record<string, unknown> | null;
}

/**
 * Round 2, item 11: withdrawing a staff invitation was logged with the same action as
 * inviting, with neither the request's method nor what changed, so the log could not tell an
 * invitation from its withdrawal. Action names come from the route (`requestAction`): a change
 * to one item names what it did (`staff.invitations.delete`), every staff write's entry records
 * its method and route pattern, and the withdrawal records the invitation it removed. A unit
 * test (request-action.test.ts) checks that no two staff write routes share an action name
 * unless deliberately listed as the same route.
 */
describe('round 2, item 11 — an audit action says what happened', () => {
  let t: TestApp;
  let boss: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    const a = await createAdmin(t.db);
    boss = { authorization: `Bearer ${(await loginAdmin(t.app, a.username, a.password)).token}` };
  });
  afterAll(() => t.close());

  const entriesFor = async (targetId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?targetId=${targetId}`,
        headers: boss,
      })
    ).json().entries as Entry[];

  it('logs inviting and withdrawing as two actions, each with its method, route and changes', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: boss,
      remoteAddress: '198.51.100.11',
      payload: {
        fullName: 'Tan Mei Ling',
        email: 'mei.ling@example.my',
        roles: ['content_editor'],
        language: 'ms',
      },
    });
    expect(invited.statusCode).toBe(201);
    const id = String(invited.json()._id);
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${id}`,
      headers: boss,
      remoteAddress: '198.51.100.11',
    });
    expect(withdrawn.statusCode).toBe(200);
    // Withdrawing again finds nothing, and logs nothing.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/staff/invitations/${id}`,
      headers: boss,
      remoteAddress: '198.51.100.11',
    });
    expect(again.statusCode).toBe(404);

    const [withdrawal, invitation, ...rest] = await entriesFor(id);
    expect(rest).toEqual([]);
    expect(invitation).toMatchObject({
      action: 'staff.invitations',
      targetType: 'staff-invitation',
      targetId: id,
      detail: { method: 'POST', route: '/api/admin/staff/invitations' },
    });
    expect(invitation!.changes).toMatchObject({
      email: { before: null, after: 'mei.ling@example.my' },
      roles: { before: null, after: ['content_editor'] },
    });
    expect(withdrawal).toMatchObject({
      action: 'staff.invitations.delete',
      targetType: 'staff-invitation',
      targetId: id,
      detail: { method: 'DELETE', route: '/api/admin/staff/invitations/:id' },
    });
    expect(withdrawal!.changes).toMatchObject({
      email: { before: 'mei.ling@example.my', after: null },
      fullName: { before: 'Tan Mei Ling', after: null },
    });
    expect(withdrawal!.action).not.toBe(invitation!.action);
  });

  it('records the method of a staff write that no service described', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: boss,
      payload: { waitlistClaimHours: 48 },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit?action=settings.update',
        headers: boss,
      })
    ).json().entries as Entry[];
    expect(entry).toMatchObject({
      action: 'settings.update',
      detail: { method: 'PUT', route: '/api/admin/settings' },
      changes: { waitlistClaimHours: { after: 48 } },
    });
  });
});
