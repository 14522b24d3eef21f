import { describe, expect, it } from 'vitest';

import { buildTournament } from '@/testing/factories/tournaments';

import { filterTournaments } from './filter-tournaments';
import { formatDateRange } from './format-dates';

const list = [
  buildTournament({ name: 'KL Open', city: 'Kuala Lumpur', organizer: 'Ace Club', type: 'state' }),
  buildTournament({
    name: 'Penang Cup',
    city: 'George Town',
    organizer: 'Island PB',
    type: 'local',
  }),
  buildTournament({ name: 'Borneo Masters', city: 'Kuching', organizer: 'Ace Sarawak' }),
];

describe('filterTournaments', () => {
  it('matches name, city or organizer, case-insensitively', () => {
    expect(filterTournaments(list, { q: ' penang ' }).map((t) => t.name)).toEqual(['Penang Cup']);
    expect(filterTournaments(list, { q: 'kuching' }).map((t) => t.name)).toEqual([
      'Borneo Masters',
    ]);
    expect(filterTournaments(list, { q: 'ACE' })).toHaveLength(2);
    expect(filterTournaments(list, { q: '' })).toHaveLength(3);
  });

  it('combines search and type', () => {
    expect(filterTournaments(list, { q: 'ace', type: 'state' }).map((t) => t.name)).toEqual([
      'KL Open',
    ]);
    expect(filterTournaments(list, { type: 'international' })).toEqual([]);
  });
});

describe('formatDateRange', () => {
  it('shows one date for a one-day event and a range otherwise', () => {
    expect(formatDateRange('2025-03-12', '2025-03-12', 'en-GB')).toBe('12 Mar 2025');
    expect(formatDateRange('2025-03-12', '2025-03-14', 'en-GB')).toMatch(/^12\s*–\s*14 Mar 2025$/);
  });
});
