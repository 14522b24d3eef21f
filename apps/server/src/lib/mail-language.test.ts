import { describe, expect, it } from 'vitest';

import { mailWords } from './mail-language';

const SITE = {
  associationName: 'Malaysia Pickleball Association',
  associationNameMs: 'Persatuan Pickleball Malaysia',
  siteUrl: 'https://mpa.test',
};

describe('mail words: times', () => {
  const at = new Date('2026-12-09T05:34:00Z');

  it('writes a time of day the Malay way in a Malay mail, through Intl', () => {
    const w = mailWords(SITE, 'ms');
    expect(w.time(at)).toBe('1:34 PTG');
    expect(w.timeText('8:00 AM - 10:00 AM')).toBe('8:00–10:00 PG');
    expect(w.timeText('Sabtu pagi')).toBe('Sabtu pagi');
  });

  it('writes it the English way in an English mail', () => {
    const w = mailWords(SITE, 'en');
    expect(w.time(at)).toBe('1:34 pm');
    expect(w.timeText('8:00 AM - 10:00 AM')).toBe('8:00 – 10:00 am');
  });
});
