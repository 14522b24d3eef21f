import { describe, expect, it } from 'vitest';

import {
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeOfPath,
  localizePath,
  stripLocale,
} from './locale';

describe('locale of a URL', () => {
  it('reads /ms and /ms/... as Bahasa Malaysia, everything else as English', () => {
    expect(localeOfPath('/ms')).toBe('ms');
    expect(localeOfPath('/ms/news/N1')).toBe('ms');
    expect(localeOfPath('/msia')).toBe('en');
    expect(localeOfPath('/news')).toBe('en');
  });

  it('moves a path between languages', () => {
    expect(stripLocale('/ms/about')).toBe('/about');
    expect(stripLocale('/ms')).toBe('/');
    expect(localizePath('/about', 'ms')).toBe('/ms/about');
    expect(localizePath('/', 'ms')).toBe('/ms');
    expect(localizePath('/ms/about', 'en')).toBe('/about');
    expect(localizePath('/ms/about', 'ms')).toBe('/ms/about');
  });
});

describe('preferred language', () => {
  it('takes the highest-weighted of our languages', () => {
    expect(localeFromAcceptLanguage('ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,ms;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr;q=1, ms;q=0.5, en;q=0.4')).toBe('ms');
    expect(localeFromAcceptLanguage('zsm')).toBe('ms');
  });

  it('ignores languages we do not have, zero weights and junk', () => {
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.5')).toBeNull();
    expect(localeFromAcceptLanguage('ms;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage(';;;,q=,')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('reads the language cookie', () => {
    expect(localeFromCookieHeader('sid=abc; lang=ms')).toBe('ms');
    expect(localeFromCookieHeader('lang=xx')).toBeNull();
    expect(localeFromCookieHeader(undefined)).toBeNull();
  });
});
