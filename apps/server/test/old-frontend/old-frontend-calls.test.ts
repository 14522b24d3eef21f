import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../build-test-app';
import { createAdmin } from '../factories/admins';
import { createPlayer, randomIcNumber } from '../factories/players';
import { multipart } from '../multipart';

/**
 * The association's previous React frontend (github.com/Ariffin97/malaysiapickleball,
 * src/pages/PlayerRegistration.jsx and PlayerDashboard.jsx) against this server: its calls with
 * the bodies it sends, and what it does with the answers (issue 39, section 8).
 */

/** An IC as its form formats it while typing: 'YYMMDD-PB-###G'. */
const formatted = (ic: string) => `${ic.slice(0, 6)}-${ic.slice(6, 8)}-${ic.slice(8)}`;

/** What its registration form shows for a failed registration (PlayerRegistration.jsx). */
function oldRegistrationMessage(body: {
  error?: string;
  message?: string;
  details?: { mpaId?: unknown; fullName?: unknown };
}) {
  let errorMessage = body.error || body.message || 'Registration failed';
  if (body.details) {
    errorMessage += ` (Existing player: MPA ID ${String(body.details.mpaId)}, ${String(body.details.fullName)})`;
  }
  return errorMessage;
}

/** Its registration: every field appended as text, the guardian's only under 18. */
function oldRegistration(overrides: Record<string, string> = {}, birthYear = 1994) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const fields: Record<string, string> = {
    fullName: 'Nur Aisyah binti Ahmad',
    gender: 'Female',
    icNumber: formatted(randomIcNumber(birthYear)),
    age: String(new Date().getFullYear() - birthYear),
    email: `old-${suffix}@example.test`,
    phoneNumber: '012-345 6789',
    addressLine1: '12 Jalan Ampang',
    addressLine2: '',
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: `old_${suffix}`,
    password: 'pickleball-2026',
    termsAccepted: 'true',
    ...overrides,
  };
  return {
    fields,
    request: { method: 'POST' as const, url: '/api/players/register', ...multipart(fields) },
  };
}

describe('the previous frontend against this API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Its sign-in: it keeps `player.id` and the token, and sends the token as a bearer. */
  async function oldSignIn(username: string, password: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/players/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username, password }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; player: { id: string; playerId: string } }>();
    return { playerId: body.player.id, token: body.token, memberId: body.player.playerId };
  }

  it('edits the profile with its partial form (no gender), sending back the rating it was shown', async () => {
    const { player, password } = await createPlayer(t.db, { duprRating: 3.25, duprId: 'D-1' });
    const { playerId, token } = await oldSignIn(player.username, password);
    // handleEditProfile: these nine fields, the rating as the server gave it (or '').
    const editFormData = {
      fullName: player.fullName,
      email: player.email,
      phoneNumber: '013-222 3333',
      addressLine1: player.addressLine1,
      addressLine2: '',
      city: 'Shah Alam',
      state: 'Selangor',
      duprRating: 3.25,
      duprId: 'D-1',
    };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${playerId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(editFormData),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      phoneNumber: '013-222 3333',
      city: 'Shah Alam',
      state: 'Selangor',
      gender: 'Female',
      duprRating: 3.25,
      addressLine2: null,
    });

    // The number input gives a string when typed: a different rating is a correction request.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${playerId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...editFormData, duprRating: '2.9' }),
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toMatch(/DUPR rating is checked by the association/);

    // A player without a rating: the form sends ''.
    const { player: unrated, password: pw } = await createPlayer(t.db);
    const other = await oldSignIn(unrated.username, pw);
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/players/${other.playerId}`,
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...editFormData,
        fullName: unrated.fullName,
        email: unrated.email,
        duprRating: '',
        duprId: '',
      }),
    });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json()).toMatchObject({ duprRating: null, duprId: null, city: 'Shah Alam' });
  });

  it('registers a 15-year-old with parentalConsent and the guardian’s name, IC number and contact', async () => {
    const guardianIc = randomIcNumber(1980);
    const birthYear = new Date().getFullYear() - 15;
    const { request } = oldRegistration(
      {
        parentGuardianName: 'Ahmad bin Abdullah',
        parentGuardianIcNumber: formatted(guardianIc),
        parentGuardianContact: '019-876 5432',
        parentalConsent: 'true',
      },
      birthYear,
    );
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(201);
    // The guardian's IC is never answered in full, and never sent back in clear.
    expect(res.body).not.toContain(guardianIc);

    // Without the consent ticked, its form would not send; if it did, the server refuses.
    const refused = await t.app.inject(
      oldRegistration(
        {
          parentGuardianName: 'Ahmad bin Abdullah',
          parentGuardianIcNumber: formatted(guardianIc),
          parentGuardianContact: '019-876 5432',
          parentalConsent: 'false',
        },
        birthYear,
      ).request,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Players under 18 need the consent of a parent or guardian');
  });

  it('shows a registration clash as a plain message: no other player’s member ID or name', async () => {
    const first = oldRegistration();
    expect((await t.app.inject(first.request)).statusCode).toBe(201);
    for (const [clash, expected] of [
      [{ icNumber: first.fields.icNumber! }, 'IC number already registered'],
      [{ email: first.fields.email! }, 'Email already registered'],
      [{ username: first.fields.username! }, 'Username already taken'],
    ] as const) {
      const res = await t.app.inject(oldRegistration(clash).request);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(oldRegistrationMessage(body)).toBe(expected);
      expect(res.body).not.toContain(first.fields.fullName);
      expect(res.body).not.toMatch(/MPA\d/);
    }
  });

  it('changes the password at POST /api/players/{id}/change-password, for the signed-in player only', async () => {
    const { player, password } = await createPlayer(t.db);
    const { playerId, token, memberId } = await oldSignIn(player.username, password);
    // handlePasswordChange: current and new password, the token as a bearer.
    const send = (id: string, body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/players/${id}/change-password`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...headers,
        },
        payload: JSON.stringify(body),
      });

    const wrong = await send(playerId, {
      currentPassword: 'not-it',
      newPassword: 'a-new-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Current password is incorrect');

    const short = await send(playerId, { currentPassword: password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 8 characters');

    // Someone else's account, by either id: refused, nothing changed.
    const { player: other, password: otherPassword } = await createPlayer(t.db);
    for (const id of [other.id, other.playerId]) {
      const res = await send(id, { currentPassword: otherPassword, newPassword: 'taken-over-123' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('You can only access your own account');
    }
    // Whatever the body: someone else's id is refused before it is read.
    expect((await send(other.playerId, {})).statusCode).toBe(403);
    await oldSignIn(other.username, otherPassword);

    // Signed out: 401.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/players/${playerId}/change-password`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ currentPassword: password, newPassword: 'a-new-password-1' }),
    });
    expect(anonymous.statusCode).toBe(401);

    const ok = await send(memberId, { currentPassword: password, newPassword: 'a-new-password-1' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      success: true,
      message: 'Password changed. You are signed out everywhere else.',
    });
    await oldSignIn(player.username, 'a-new-password-1');
    // In Malay too (the message the app's own change answers).
    const ms = await send(
      playerId,
      { currentPassword: 'nope', newPassword: 'another-one-22' },
      {
        'x-language': 'ms',
      },
    );
    expect(ms.statusCode).toBe(401);
    expect(ms.json().error).not.toBe('Current password is incorrect');
  });

  it('answers an unknown /api path with its JSON 404 whatever the JSON body (none, empty, broken)', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const payload of [undefined, '', '{"broken"']) {
        const res = await t.app.inject({
          method,
          url: '/api/players/1/friends/2',
          headers: { 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload }),
        });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });

  it('deletes with a JSON content type and no body (its tournament service) like any DELETE', async () => {
    const { admin } = await createAdmin(t.db, { roles: ['tournament_officer'] });
    const staff = await t.sessions.issue({ kind: 'admin', adminId: admin.id }, 60_000);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/tournaments/APP-UNKNOWN-1',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toMatch(/not found/);
    // A route that needs a body still says it is empty.
    const { player } = await createPlayer(t.db);
    const session = await t.sessions.issue({ kind: 'player', playerId: player.id }, 60_000);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/players/me/password',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('The request body is empty');
  });
});
