import { describe, expect, it } from 'vitest';

import { sameOriginPath, sameOriginPathAndQuery } from './same-origin-path';

describe('sameOriginPath', () => {
  it('keeps an ordinary path as it is', () => {
    expect(sameOriginPath('/news/N1')).toBe('/news/N1');
    expect(sameOriginPath('/ms')).toBe('/ms');
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('')).toBe('/');
    expect(sameOriginPath('/news/a%20b')).toBe('/news/a%20b');
    expect(sameOriginPath('/berita/pertandingan-2027')).toBe('/berita/pertandingan-2027');
    expect(sameOriginPath('/news/')).toBe('/news/');
    expect(sameOriginPath('/café')).toBe('/caf%C3%A9');
    expect(sameOriginPath('/a#b?c')).toBe('/a%23b%3Fc');
  });

  it.each([
    ['//evil.test/x', '/evil.test/x'],
    ['/\\evil.test', '/evil.test'],
    ['\\\\evil.test', '/evil.test'],
    ['evil.test', '/evil.test'],
    ['/%2f%2Fevil.test', '/evil.test'],
    ['/%5C%5cevil.test', '/evil.test'],
    ['/%252f%25252fevil.test', '/evil.test'],
    ['/\t/evil.test', '/evil.test'],
    ['/\r\n/evil.test', '/evil.test'],
    ['/%09/%0a/%0D/%00/%7f/evil.test', '/evil.test'],
    ['/%2509/evil.test', '/evil.test'],
    ['/%2%0af/evil.test', '/evil.test'],
    ['/ /evil.test', '/evil.test'],
    ['/..//evil.test', '/evil.test'],
    ['/%2e%2e/%2fevil.test', '/evil.test'],
    ['/a/./b/../c', '/a/c'],
    ['/http://evil.test', '/http:/evil.test'],
    ['//user@evil.test', '/user@evil.test'],
    ['javascript:alert(1)', '/javascript:alert(1)'],
  ])('%j → %j', (input, expected) => {
    const path = sameOriginPath(input);
    expect(path).toBe(expected);
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path).not.toContain('//');
  });

  it('keeps the query of a path with one', () => {
    expect(sameOriginPathAndQuery('//evil.test/x?next=//a&b=1')).toBe('/evil.test/x?next=//a&b=1');
    expect(sameOriginPathAndQuery('/news')).toBe('/news');
  });
});
