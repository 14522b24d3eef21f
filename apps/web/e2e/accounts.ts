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
export async function playerToken(request: APIRequestContext, username: string) {
  const res = await request.post('/api/players/login', {
    data: { username, password: PLAYER_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
