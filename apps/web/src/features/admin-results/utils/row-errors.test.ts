import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';

import { resultsTemplate } from './results-template';
import { rowErrorsOf } from './row-errors';

describe('rowErrorsOf', () => {
  it('reads the rows the results routes refused, and a schema path’s index as a row', () => {
    const refused = new ApiError(
      400,
      'The results have errors; nothing was saved',
      'VALIDATION_FAILED',
      [
        { path: 'matches 9', row: 9, section: 'matches', message: 'Winner must be a or b' },
        { path: 'rows.1.memberIds', message: 'Too big' },
      ] as never,
    );
    expect(rowErrorsOf(refused)).toEqual([
      { row: 9, section: 'matches', message: 'Winner must be a or b' },
      { row: 2, section: 'results', message: 'Too big' },
    ]);
  });

  it('is null for any other failure', () => {
    expect(rowErrorsOf(new ApiError(404, 'Division not found'))).toBeNull();
    expect(rowErrorsOf(new Error('boom'))).toBeNull();
  });
});

describe('resultsTemplate', () => {
  it('gives one member ID per side in singles, two in doubles, with the division’s code', () => {
    const singles = resultsTemplate({ discipline: 'womens_singles', ageGroup: 'open' });
    expect(singles.split('\n')[1]).toBe('womens_singles:open,1,MPA000101');
    const doubles = resultsTemplate({ discipline: 'mixed_doubles', ageGroup: '35plus' });
    expect(doubles.split('\n')[1]).toBe('mixed_doubles:35plus,1,MPA000101;MPA000102');
  });
});
