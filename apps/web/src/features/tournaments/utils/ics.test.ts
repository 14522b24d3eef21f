import { describe, expect, it } from 'vitest';

import { buildTournament } from '@/testing/factories/tournaments';

import { buildTournamentIcs, icsFileName } from './ics';

const NOW = new Date('2026-03-04T10:20:30.456Z');

describe('buildTournamentIcs', () => {
  const tournament = buildTournament({
    applicationId: 'APP-42',
    name: 'Johor Open; Men, Women & Mixed',
    startDate: '2026-11-28',
    endDate: '2026-12-31',
    venue: 'Hall A, Level 2',
    city: 'Johor Bahru',
    state: 'Johor',
    organizer: 'JB Club',
    personInCharge: 'Lee',
    phoneNumber: '+60 7-123 4567',
    description: 'Line one\nLine two \\ backslash',
  });
  const ics = buildTournamentIcs(tournament, NOW);

  it('uses CRLF line endings only, ending with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes all-day dates with an exclusive end crossing the year', () => {
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261128');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('UID:APP-42@mpa');
    expect(lines).toContain('DTSTAMP:20260304T102030Z');
  });

  it('escapes text values', () => {
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Johor Open\\; Men\\, Women & Mixed\r\n');
    expect(unfolded).toContain('LOCATION:Hall A\\, Level 2\\, Johor Bahru\\, Johor\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Line one\\nLine two \\\\ backslash\\nOrganizer: JB Club',
    );
  });

  it('makes a one-day event end the next day and leaves out empty fields', () => {
    const oneDay = buildTournamentIcs(
      buildTournament({
        startDate: '2028-02-28',
        endDate: '2028-02-28',
        venue: null,
        city: '',
        state: null,
        description: null,
        organizer: '',
        personInCharge: null,
        phoneNumber: null,
      }),
      NOW,
    );
    expect(oneDay).toContain('DTEND;VALUE=DATE:20280229\r\n');
    expect(oneDay).not.toContain('LOCATION');
    expect(oneDay).not.toContain('DESCRIPTION');
  });
});

describe('ics helpers', () => {
  it('icsFileName slugs the name', () => {
    expect(icsFileName({ name: 'Johor Open 2026!', applicationId: 'A1' })).toBe(
      'johor-open-2026.ics',
    );
    expect(icsFileName({ name: '!!!', applicationId: 'A1' })).toBe('A1.ics');
  });
});

describe('buildTournamentIcs in the page’s language', () => {
  it('labels the description with the words it is given', () => {
    const ics = buildTournamentIcs(
      buildTournament({ organizer: 'Kelab JB', personInCharge: 'Lee', phoneNumber: '07-1234567' }),
      NOW,
      { organizer: 'Penganjur', personInCharge: 'Pegawai bertanggungjawab', phone: 'Telefon' },
    );
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('Penganjur: Kelab JB');
    expect(unfolded).toContain('Pegawai bertanggungjawab: Lee');
    expect(unfolded).toContain('Telefon: 07-1234567');
    expect(unfolded).not.toContain('Organizer:');
  });
});
