import { describe, expect, it } from 'vitest';

import { fromMalaysiaInput, toMalaysiaInput } from './malaysia-time';

describe('entry window in Malaysia time', () => {
  it('shows an instant as Malaysia wall time and reads it back', () => {
    expect(toMalaysiaInput('2027-01-01T01:00:00.000Z')).toBe('2027-01-01T09:00');
    expect(fromMalaysiaInput('2027-01-01T09:00')).toBe('2027-01-01T09:00:00+08:00');
    expect(Date.parse(fromMalaysiaInput(toMalaysiaInput('2027-06-30T16:30:00Z'))!)).toBe(
      Date.parse('2027-06-30T16:30:00Z'),
    );
    expect(toMalaysiaInput(null)).toBe('');
    expect(fromMalaysiaInput('')).toBeNull();
  });
});
