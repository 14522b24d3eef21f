import { describe, expect, it } from 'vitest';

import { buildHistoryItem } from '@/testing/factories/players';

import { groupMessageHistory } from './group-message-history';

describe('groupMessageHistory', () => {
  it('groups by subject and creation time, newest first, counting reads', () => {
    const at = '2025-03-02T10:00:00.000Z';
    const earlier = '2025-03-01T10:00:00.000Z';
    const groups = groupMessageHistory([
      buildHistoryItem({ subject: 'AGM', createdAt: at, playerName: 'A', read: true }),
      buildHistoryItem({ subject: 'AGM', createdAt: at, playerName: 'B' }),
      buildHistoryItem({ subject: 'Fees', createdAt: at, playerName: 'C' }),
      buildHistoryItem({ subject: 'AGM', createdAt: earlier, playerName: 'D' }),
    ]);

    expect(
      groups.map((g) => [g.subject, g.createdAt, g.recipients.map((r) => r.playerName)]),
    ).toEqual([
      ['AGM', at, ['A', 'B']],
      ['Fees', at, ['C']],
      ['AGM', earlier, ['D']],
    ]);
    expect(groups[0]?.readCount).toBe(1);
  });

  it('does not merge subjects that only look alike once joined', () => {
    const groups = groupMessageHistory([
      buildHistoryItem({ subject: 'a|b', createdAt: 'c' }),
      buildHistoryItem({ subject: 'a', createdAt: 'b|c' }),
    ]);
    expect(groups).toHaveLength(2);
  });
});
