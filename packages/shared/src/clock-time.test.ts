import { describe, expect, it } from 'vitest';

import { compareTimeText, formatClockTime, formatTimeText, readTimeText } from './clock-time';

describe('formatClockTime', () => {
  it('says an instant’s Malaysian time of day in the page’s language, through Intl', () => {
    const at = new Date('2026-11-25T05:34:00Z');
    expect(formatClockTime(at, 'ms')).toBe('1:34 PTG');
    expect(formatClockTime(at, 'en')).toBe('1:34 pm');
    expect(formatClockTime(new Date('2026-11-25T00:00:00Z'), 'ms')).toBe('8:00 PG');
  });
});

describe('readTimeText', () => {
  it.each([
    ['8:00 AM - 10:00 AM', { start: 480, end: 600 }],
    ['9:00 AM – 12:00 PM', { start: 540, end: 720 }],
    ['19:30 - 21:30', { start: 1170, end: 1290 }],
    ['9 - 11 AM', { start: 540, end: 660 }],
    ['11 - 1 pm', { start: 660, end: 780 }],
    ['9am to 11am', { start: 540, end: 660 }],
    ['9.00 pagi', null],
    ['12:00 PM', { start: 720, end: null }],
    ['12:30 AM', { start: 30, end: null }],
    ['9.30 p.m.', { start: 1290, end: null }],
    ['9', null],
    ['9 - 11', null],
    ['13 PM', null],
    ['9:75', null],
    ['Saturdays 9am', null],
    ['', null],
  ])('%j', (text, expected) => {
    expect(readTimeText(text)).toEqual(expected);
  });
});

describe('formatTimeText', () => {
  it('writes a course’s time the Malay way on a Malay page, never AM or PM', () => {
    expect(formatTimeText('8:00 AM - 10:00 AM', 'ms')).toBe('8:00–10:00 PG');
    expect(formatTimeText('9:00 AM - 12:00 PM', 'ms')).toBe('9:00 PG – 12:00 PTG');
    expect(formatTimeText('8:00 PM - 10:00 PM', 'ms')).toBe('8:00–10:00 PTG');
    expect(formatTimeText('19:30', 'ms')).toBe('7:30 PTG');
  });

  it('writes it the English way on an English page', () => {
    expect(formatTimeText('9:00 AM - 12:00 PM', 'en')).toBe('9:00 am – 12:00 pm');
    expect(formatTimeText('19:30', 'en')).toBe('7:30 pm');
  });

  it('gives a range past midnight as two times', () => {
    expect(formatTimeText('10 PM - 1 AM', 'ms')).toBe('10:00 PTG – 1:00 PG');
  });

  it('leaves text that is not only a time as the staff wrote it', () => {
    expect(formatTimeText('Saturdays, 9am', 'ms')).toBe('Saturdays, 9am');
    expect(formatTimeText('TBC', 'en')).toBe('TBC');
  });
});

describe('compareTimeText', () => {
  it('orders sessions of a day by the clock, not by the text', () => {
    const times = ['2:00 PM - 4:00 PM', 'Saturdays 9am', '10:00 AM - 12:00 PM', '8:00 AM'];
    expect([...times].sort(compareTimeText)).toEqual([
      '8:00 AM',
      '10:00 AM - 12:00 PM',
      '2:00 PM - 4:00 PM',
      'Saturdays 9am',
    ]);
  });
});
