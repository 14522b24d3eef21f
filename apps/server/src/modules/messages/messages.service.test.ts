import { describe, expect, it, vi } from 'vitest';

import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';

import type { MessagesRepository } from './messages.repository';
import { createMessagesService, type MessagesRepos } from './messages.service';

const ME = {
  id: '11111111-1111-4111-8111-111111111111',
  memberId: 'MPA000001',
  language: 'en' as const,
};
const OTHER = {
  id: '22222222-2222-4222-8222-222222222222',
  memberId: 'MPA000002',
  language: 'ms' as const,
};

function setup() {
  const messages = stub<MessagesRepository>({
    listForPlayer: vi.fn(async () => []),
    insert: vi.fn(async () => ({}) as Awaited<ReturnType<MessagesRepository['insert']>>),
  });
  const players: MessagesRepos['players'] = {
    findByIdOrMemberId: async (id) =>
      [ME, OTHER].find((p) => p.id === id || p.memberId === id) ?? null,
  };
  const service = createMessagesService({ data: inMemoryDataAccess({ messages, players }) });
  return { service, messages };
}

describe('messages service', () => {
  it("reads the signed-in player's own inbox, by _id or member number", async () => {
    const { service, messages } = setup();
    await expect(service.inbox(ME.id, ME.id)).resolves.toEqual([]);
    await expect(service.inbox(ME.id, ME.memberId)).resolves.toEqual([]);
    expect(messages.listForPlayer).toHaveBeenCalledWith(ME.id);
  });

  it.each([
    ['another player', OTHER.id],
    ['an unknown player', 'MPA999999'],
  ])("refuses %s's inbox with 403 and reads nothing", async (_case, id) => {
    const { service, messages } = setup();
    await expect(service.inbox(ME.id, id)).rejects.toMatchObject({
      status: 403,
      message: 'You can only access your own account',
    });
    expect(messages.listForPlayer).not.toHaveBeenCalled();
  });

  it('sends a player who reads Malay the Malay version when it is complete', async () => {
    const { service, messages } = setup();
    const both = { subject: 'Hi', message: 'Hello', subjectMs: 'Hai', messageMs: 'Helo' };
    await service.sendToPlayer('admin-1', OTHER.id, both);
    await service.sendToPlayer('admin-1', ME.id, both);
    await service.sendToPlayer('admin-1', OTHER.id, { ...both, messageMs: '' });
    expect(vi.mocked(messages.insert).mock.calls.map(([v]) => [v.subject, v.body])).toEqual([
      ['Hai', 'Helo'],
      ['Hi', 'Hello'],
      ['Hi', 'Hello'],
    ]);
  });

  it('sends to a player found by member number, as the admin', async () => {
    const { service, messages } = setup();
    await service.sendToPlayer('admin-1', OTHER.memberId, {
      subject: 'Hi',
      message: 'Hello',
      subjectMs: '',
      messageMs: '',
    });
    expect(messages.insert).toHaveBeenCalledWith({
      playerId: OTHER.id,
      subject: 'Hi',
      body: 'Hello',
      sentByAdminId: 'admin-1',
    });
  });

  it('answers 404 when sending to nobody', async () => {
    const { service, messages } = setup();
    await expect(
      service.sendToPlayer('admin-1', 'MPA999999', {
        subject: 'Hi',
        message: 'Hello',
        subjectMs: '',
        messageMs: '',
      }),
    ).rejects.toMatchObject({ status: 404, message: 'Player not found' });
    expect(messages.insert).not.toHaveBeenCalled();
  });
});
