import { describe, expect, it } from 'vitest';

import { memberIdOf } from './search-text';

describe('memberIdOf', () => {
  it('reads a member ID as people type it', () => {
    expect(memberIdOf('MPA000123')).toBe('MPA000123');
    expect(memberIdOf('mpa000123')).toBe('MPA000123');
    expect(memberIdOf('  MPA 000 123 ')).toBe('MPA000123');
    expect(memberIdOf('MPA-000123')).toBe('MPA000123');
    expect(memberIdOf('mpa 0001')).toBe('MPA0001');
  });

  it('is null for anything else', () => {
    expect(memberIdOf('')).toBeNull();
    expect(memberIdOf(undefined)).toBeNull();
    expect(memberIdOf('000123')).toBeNull();
    expect(memberIdOf('MPA')).toBeNull();
    expect(memberIdOf('MPA-2026-000101')).toBeNull();
    expect(memberIdOf('Mpanga Ali')).toBeNull();
  });
});
