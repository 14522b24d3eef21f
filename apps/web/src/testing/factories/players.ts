import type { InboxMessage, MessageHistoryItem } from '@app/shared/messages';
import type { Player } from '@app/shared/players';

/** The signed-in player of the portal tests: 'player-1', Aisyah Rahman (masked IC). */
export function buildPlayer(overrides: Partial<Player> = {}): Player {
  return {
    _id: 'player-1',
    playerId: 'MPA001234',
    fullName: 'Aisyah Rahman',
    email: 'aisyah@example.com',
    phoneNumber: '012-345 6789',
    gender: 'Female',
    icNumber: '******-**-5555',
    age: 36,
    dateOfBirth: '1990-01-01',
    addressLine1: '12 Jalan Ampang',
    addressLine2: null,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: 'aisyah',
    profilePicture: null,
    status: 'active',
    duprId: null,
    duprRating: 3.25,
    membershipType: 'Standard',
    language: 'en',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  return {
    _id: 'message-1',
    subject: 'Welcome',
    message: 'Welcome to the association.',
    read: false,
    createdAt: '2025-02-01T08:00:00.000Z',
    ...overrides,
  };
}

let sequence = 0;

/**
 * One of many players, as the admin API lists them (full IC, a new id each call); override only
 * what a test asserts on.
 */
export function buildListedPlayer(overrides: Partial<Player> = {}): Player {
  sequence += 1;
  const n = String(sequence).padStart(6, '0');
  return {
    _id: `player-${n}`,
    playerId: `MPA${n}`,
    fullName: `Player ${n}`,
    email: `player${n}@example.my`,
    phoneNumber: '012-345 6789',
    gender: 'Female',
    icNumber: '******-**-5678',
    age: 35,
    dateOfBirth: '1990-01-01',
    addressLine1: '1 Jalan Ampang',
    addressLine2: null,
    city: 'Kuala Lumpur',
    state: 'Kuala Lumpur',
    username: `player${n}`,
    profilePicture: null,
    status: 'active',
    duprId: null,
    duprRating: null,
    membershipType: 'Standard',
    language: 'en',
    createdAt: '2025-01-15T08:00:00.000Z',
    updatedAt: '2025-01-15T08:00:00.000Z',
    ...overrides,
  };
}

/** A sent message in the admin history. */
export function buildHistoryItem(overrides: Partial<MessageHistoryItem> = {}): MessageHistoryItem {
  sequence += 1;
  return {
    _id: `message-${sequence}`,
    subject: 'Training update',
    message: 'Sessions move to Saturday.',
    read: false,
    createdAt: '2025-03-01T02:00:00.000Z',
    playerName: `Player ${sequence}`,
    playerUsername: `player${sequence}`,
    ...overrides,
  };
}

/** A page of the paged list: the body plus `X-Total-Count`. */
export function playersPageResponse(players: readonly Player[], total = players.length): Response {
  return new Response(JSON.stringify(players), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
  });
}
