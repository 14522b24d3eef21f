import { randomInt } from 'node:crypto';

import { expect, type APIRequestContext } from './fixtures';

export const PLAYER_PASSWORD = 'pickleball-e2e-2026';

export interface RegisteredPlayer {
  username: string;
  fullName: string;
  icNumber: string;
  email: string;
}

/** A new player registered through the API, with a unique username, e-mail and IC number. */
export async function registerPlayer(
  request: APIRequestContext,
  {
    fullName,
    prefix,
    gender = 'Female',
    newsOptIn = false,
    language = 'en',
  }: {
    fullName: string;
    prefix: string;
    gender?: string;
    newsOptIn?: boolean;
    language?: 'en' | 'ms';
  },
): Promise<RegisteredPlayer> {
  const suffix = `${Date.now()}${randomInt(100, 999)}`.slice(-8);
  const username = `${prefix}${suffix}`;
  const icNumber = `88${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(10, 28))}10${String(randomInt(1000, 9999))}`;
  const email = `${username}@example.test`;
  const res = await request.post('/api/players/register', {
    multipart: {
      fullName,
      gender,
      icNumber,
      email,
      phoneNumber: '012-555 0123',
      addressLine1: '3 Jalan Ampang',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      username,
      password: PLAYER_PASSWORD,
      confirmPassword: PLAYER_PASSWORD,
      termsAccepted: 'true',
      newsOptIn: String(newsOptIn),
      language,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, fullName, icNumber, email };
}

/** A bearer token for API calls made as the player. */
export async function playerToken(
  request: APIRequestContext,
  username: string,
  password = PLAYER_PASSWORD,
) {
  const res = await request.post('/api/players/login', {
    data: { username, password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Records a paid membership for the player (as the super admin would at the counter), so they
 * may enrol in courses and clinics. Returns the player's member ID.
 */
export async function giveMembership(
  request: APIRequestContext,
  username: string,
  password = PLAYER_PASSWORD,
) {
  const { superAdminApi } = await import('./staff');
  const token = await playerToken(request, username, password);
  const me = (await (
    await request.get('/api/players/me', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { _id: string; playerId: string };
  const headers = await superAdminApi(request);
  const types = (await (await request.get('/api/admin/membership/types', { headers })).json()) as {
    id: string;
    feeSen: number;
    active: boolean;
    ageBand: string;
  }[];
  const type = types.find((t) => t.active && t.ageBand === 'adult') ?? types.find((t) => t.active)!;
  const paid = await request.post(`/api/admin/members/${me._id}/membership/payments`, {
    headers,
    data: {
      typeId: type.id,
      amountSen: type.feeSen,
      method: 'cash',
      reference: `e2e-${username}`,
      paidOn: new Date().toISOString().slice(0, 10),
      idempotencyKey: `e2e-membership-${username}`,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return me.playerId;
}
