import { describe, expect, it } from 'vitest';

import { formatLongDate } from './format-long-date';

describe('formatLongDate', () => {
  it('formats in long US style', () => {
    expect(formatLongDate(new Date(2026, 10, 22), 'en-US')).toBe('November 22, 2026');
    expect(formatLongDate(new Date(2025, 0, 5), 'en-US')).toBe('January 5, 2025');
  });
});
