import type { MessageHistoryItem } from '@app/shared/messages';
import type { Player } from '@app/shared/players';

let sequence = 0;

/** A player as the admin API returns it (full IC); override only what a test asserts on. */
export function buildPlayer(overrides: Partial<Player> = {}): Player {
  sequence += 1;
  const n = String(sequence).padStart(6, '0');
  return {
    _id: `player-${n}`,
    playerId: `MPA${n}`,
    fullName: `Player ${n}`,
    email: `player${n}@example.my`,
    phoneNumber: '012-345 6789',
    gender: 'Female',
    icNumber: '900101145678',
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
