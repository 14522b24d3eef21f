import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';

import { formatMessage, setMessageLocale } from './format-message';

const PLAYERS = '{count, plural, one {# player} other {# players}}';

describe('formatMessage', () => {
  afterEach(() => setMessageLocale('en'));

  it('fills in arguments', () => {
    expect(formatMessage('Welcome, {name}', { name: 'Aisyah' })).toBe('Welcome, Aisyah');
  });

  it('returns a message without arguments as it is', () => {
    expect(formatMessage('Don’t stop', {})).toBe('Don’t stop');
  });

  it('chooses plural forms by the page language', () => {
    expect(formatMessage(PLAYERS, { count: 1 })).toBe('1 player');
    expect(formatMessage(PLAYERS, { count: 1234 })).toBe('1,234 players');
    setMessageLocale('ms');
    // Malay has one plural form: `other`.
    expect(formatMessage('{count, plural, other {# pemain}}', { count: 1 })).toBe('1 pemain');
  });

  it('formats a message the build parsed ahead of time the same way', () => {
    const parsed = parse(PLAYERS) as unknown as string;
    expect(formatMessage(parsed, { count: 3 })).toBe('3 players');
  });

  it('leaves an argument it was not given in place instead of failing', () => {
    expect(formatMessage('Hello {name}, {missing}', { name: 'Lee' })).toBe('Hello Lee, {missing}');
  });

  it('treats angle brackets as text', () => {
    expect(formatMessage('Paste an <iframe> for {site}', { site: 'YouTube' })).toBe(
      'Paste an <iframe> for YouTube',
    );
  });
});
