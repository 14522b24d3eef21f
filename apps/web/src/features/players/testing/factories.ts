import type { InboxMessage } from '@app/shared/messages';
import type { Player } from '@app/shared/players';

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
