import { describe, expect, it } from 'vitest';

import { RANKINGS_MESSAGES as M } from './rankings-messages';
import { isSharedPlacement, isValidScores, placementErrors, splitMemberIds } from './results';

const rows = (...placements: number[]) =>
  placements.map((placement, i) => ({ row: i + 2, placement }));

describe('placements of a division (the bracket rule)', () => {
  it('shares only a bracket round’s places: 3, 5, 9, 17, 33…', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 17, 33, 65].filter(isSharedPlacement)).toEqual([
      3, 5, 9, 17, 33, 65,
    ]);
  });

  it('accepts a full bracket of eight and a partial list', () => {
    expect(placementErrors(rows(1, 2, 3, 3, 5, 5, 5, 5))).toEqual([]);
    expect(placementErrors(rows(3, 3, 5))).toEqual([]);
    expect(placementErrors(rows(1, 2, 4, 6))).toEqual([]);
  });

  it('refuses two winners, two runners-up, a shared 4th, three at 3, and too many ahead', () => {
    expect(placementErrors(rows(1, 1))).toEqual([{ row: 3, message: M.oneWinner }]);
    expect(placementErrors(rows(2, 2))).toEqual([{ row: 3, message: M.oneRunnerUp }]);
    expect(placementErrors(rows(4, 4))).toEqual([{ row: 3, message: M.tieNotAllowed }]);
    expect(placementErrors(rows(3, 3, 3))).toEqual([{ row: 4, message: M.tieTooLarge }]);
    // 1, 2, 3, 3 and 4: four entries ahead of 4th place.
    expect(placementErrors(rows(1, 2, 3, 3, 4))).toEqual([{ row: 6, message: M.tooManyAhead }]);
  });

  it('refuses placements out of range or not whole', () => {
    expect(placementErrors(rows(0, 1.5, 2049, Number.NaN)).map((e) => e.message)).toEqual([
      M.badPlacement,
      M.badPlacement,
      M.badPlacement,
      M.badPlacement,
    ]);
  });
});

describe('member IDs and scores', () => {
  it('splits one or two member IDs by ; or +', () => {
    expect(splitMemberIds(' mpa000001 ; MPA000002 ')).toEqual(['MPA000001', 'MPA000002']);
    expect(splitMemberIds('MPA000001+MPA000002')).toEqual(['MPA000001', 'MPA000002']);
    expect(splitMemberIds('MPA000001')).toEqual(['MPA000001']);
  });

  it('reads game scores, walkovers and retirements', () => {
    for (const ok of ['11-7', '11-7, 9-11, 11-5', '11-7 11-5', 'W/O', 'wo', '11-7, 3-1 ret'])
      expect(isValidScores(ok), ok).toBe(true);
    for (const bad of ['', 'eleven', '11:7', '11-7,', '111-7'])
      expect(isValidScores(bad), bad).toBe(false);
  });
});
