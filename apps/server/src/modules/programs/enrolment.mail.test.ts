import { describe, expect, it } from 'vitest';

import { enrolmentConfirmation, offerMail, type MailProgram } from './enrolment.mail';

const SITE = {
  associationName: 'Malaysia Pickleball Association',
  associationNameMs: 'Persatuan Pickleball Malaysia',
  siteUrl: 'https://mpa.test',
};
const PROGRAM: MailProgram = {
  kind: 'course',
  title: 'Beginner course',
  titleMs: 'Kursus permulaan',
  date: '2026-12-12',
  price: 0,
  time: '8:00 AM - 10:00 AM',
  location: 'Stadium Juara',
};
const reader = (language: 'en' | 'ms') => ({
  fullName: 'Nurul Aina',
  email: 'nurul@example.test',
  language,
});
const NO_INSTRUCTIONS = { en: '', ms: '' };
// 1:34 pm in Malaysia.
const EXPIRES = new Date('2026-12-09T05:34:00Z');

describe('enrolment mail: times in the reader’s language', () => {
  it('holds an offered place until a Malay time in a Malay mail', () => {
    const mail = offerMail(SITE, reader('ms'), PROGRAM, EXPIRES);
    expect(mail.text).toContain('sehingga 9 Disember 2026, 1:34 PTG (waktu Malaysia)');
    expect(mail.text).not.toMatch(/\b\d{2}:\d{2}\b/);
  });

  it('and until an English one in an English mail', () => {
    expect(offerMail(SITE, reader('en'), PROGRAM, EXPIRES).text).toContain(
      'until 9 December 2026, 1:34 pm (Malaysia time)',
    );
  });

  it('writes the course’s time the Malay way, not as typed in English', () => {
    const ms = enrolmentConfirmation(SITE, reader('ms'), PROGRAM, NO_INSTRUCTIONS);
    expect(ms.text.join('\n')).toContain('(8:00–10:00 PG, Stadium Juara)');
    expect(ms.text.join('\n')).not.toMatch(/\b(AM|PM)\b/);
    const en = enrolmentConfirmation(SITE, reader('en'), PROGRAM, NO_INSTRUCTIONS);
    expect(en.text.join('\n')).toContain('(8:00 – 10:00 am, Stadium Juara)');
  });
});
