import { describe, expect, it } from 'vitest';

import {
  adminUpdatePlayerInputSchema,
  playerLoginInputSchema,
  playerLoginResultSchema,
  playerSchema,
  updatePlayerProfileInputSchema,
  updatePlayerStatusInputSchema,
} from '../players';
import { profileInput } from '../testing/player-inputs';
import { issuesOf } from '../testing/zod-issues';

describe('profile edits', () => {
  const profile = profileInput();

  it('lets players edit their profile but not status, playerId or IC', () => {
    const result = updatePlayerProfileInputSchema.parse({
      ...profile,
      duprRating: '4.5',
      status: 'active',
      playerId: 'MPA9',
      icNumber: '900101105555',
    });
    expect(result.duprRating).toBe(4.5);
    expect(Object.keys(result)).not.toEqual(
      expect.arrayContaining(['status', 'playerId', 'icNumber']),
    );
    expect(issuesOf(updatePlayerProfileInputSchema.safeParse({ ...profile, city: ' ' }))).toEqual([
      'city: City is required',
    ]);
  });

  it('requires a status for the admin edit and still ignores the IC', () => {
    expect(issuesOf(adminUpdatePlayerInputSchema.safeParse(profile))).toEqual([
      'status: Please select a status',
    ]);
    const result = adminUpdatePlayerInputSchema.parse({
      ...profile,
      status: 'suspended',
      icNumber: '1',
    });
    expect(result.status).toBe('suspended');
    expect(result).not.toHaveProperty('icNumber');
    expect(updatePlayerStatusInputSchema.parse({ status: 'inactive' })).toEqual({
      status: 'inactive',
    });
    expect(updatePlayerStatusInputSchema.safeParse({ status: 'banned' }).success).toBe(false);
  });
});

describe('login and wire records', () => {
  it('requires username and password', () => {
    expect(issuesOf(playerLoginInputSchema.safeParse({}))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(issuesOf(playerLoginInputSchema.safeParse({ username: '  ', password: '' }))).toEqual([
      'username: Username is required',
      'password: Password is required',
    ]);
  });

  const player = {
    _id: 'a1',
    playerId: 'MPA0001',
    fullName: 'Siti',
    email: 'siti@example.my',
    phoneNumber: '0123456789',
    gender: 'Female',
    icNumber: '******-**-5555',
    age: 36,
    dateOfBirth: '1990-01-01',
    addressLine1: '12 Jalan Ampang',
    addressLine2: null,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: 'siti',
    profilePicture: null,
    status: 'active',
    duprId: null,
    duprRating: 3.5,
    membershipType: 'Standard',
    language: 'ms',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('describes the player record without any password', () => {
    expect(playerSchema.parse({ ...player, password: 'hash' })).toEqual(player);
  });

  it('describes the login result with player.id', () => {
    const result = playerLoginResultSchema.parse({ token: 't', player: { ...player, id: 'a1' } });
    expect(Object.keys(result.player).sort()).toEqual(
      [
        'id',
        'playerId',
        'fullName',
        'email',
        'username',
        'profilePicture',
        'status',
        'phoneNumber',
        'gender',
        'city',
        'state',
        'language',
      ].sort(),
    );
  });
});
