import { describe, expect, it } from 'vitest';

import { en } from '@/messages/en/index';
import { ms } from '@/messages/ms/index';
import type { DirectoryEntry } from '@app/shared/directory';

import { entryFacts } from './entry-facts';

const venue = (courtsIndoor: number, courtsOutdoor: number) =>
  ({ kind: 'venue', courtsIndoor, courtsOutdoor }) as Pick<
    DirectoryEntry,
    'kind' | 'courtsIndoor' | 'courtsOutdoor'
  > as DirectoryEntry;

describe("a venue's courts", () => {
  it('puts the noun first in Malay: gelanggang dalaman, gelanggang luar', () => {
    expect(entryFacts(venue(2, 4), ms.directory, 'ms')).toBe(
      '2 gelanggang dalaman · 4 gelanggang luar',
    );
    expect(entryFacts(venue(3, 0), ms.directory, 'ms')).toBe('3 gelanggang dalaman');
    expect(entryFacts(venue(0, 1), ms.directory, 'ms')).toBe('1 gelanggang luar');
  });

  it('keeps the English order in English', () => {
    expect(entryFacts(venue(2, 4), en.directory, 'en')).toBe('2 indoor · 4 outdoor courts');
    expect(entryFacts(venue(0, 1), en.directory, 'en')).toBe('1 outdoor court');
  });
});
