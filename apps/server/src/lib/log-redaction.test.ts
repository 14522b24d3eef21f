import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { icSpelling, plausibleIc, revealedDigits } from '../../test/ic-spellings';

import { redactIcNumbers, redactIcNumbersInLogLine } from './log-redaction';

describe('IC numbers in log lines', () => {
  it('redacts every spelling of an IC number', () => {
    for (const text of [
      '/api/players/check-ic/900101-14-5678',
      '/api/players?q=900101145678&limit=5',
      '/api/players?q=900101%2D14%2D5678',
      '/api/players?q=900101%2d14%2d5678',
      '/api/players?q=900101+14+5678',
      '/api/players?q=900101%2014%205678',
      '/api/players?q=900101%252D14%252D5678',
      '/x/%39%30%30%31%30%31%31%34%35%36%37%38',
      'IC 900101 14 5678 refused',
      '/x/900101/14/5678',
      // Issue 39: separators anywhere, Unicode spaces and dashes, full-width digits.
      'ic=9001011 45678',
      '900101\u00a014\u00a05678',
      '900101\u2009-\u200914\u20095678',
      '900101\u200b14\u200b5678',
      '９００１０１−１４−５６７８',
      '９００１０１１４５６７８',
      '/api/players?q=%EF%BC%99%EF%BC%90%EF%BC%90%EF%BC%91%EF%BC%90%EF%BC%91145678',
      '/api/players?q=900101%C2%A014%E2%80%895678',
      '9.0.0.1.0.1.1.4.5.6.7.8',
      '900 101 145 678',
      '900101145678 2',
      'IC 900101-14-5678, again 900101145678.',
    ])
      expect(redactIcNumbers(text), text).not.toMatch(/5678|５６７８|%35%36%37%38/);
    expect(redactIcNumbers('IC 9001011 41231 here')).toBe('IC [IC] here');
  });

  it('leaves other numbers alone and keeps a log line valid JSON', () => {
    for (const text of [
      '1234567890123',
      '1764249365123 ms',
      'phone 012-345 6789',
      '2026-11-27',
      '2026-11-27T10:00:00.000Z',
      'MPA001234',
      '203.106.112.150',
      '/api/entries/12345678-1234-4234-8234-123456789012/confirm',
      'Chrome/131.0.6778.205',
    ])
      expect(redactIcNumbers(text)).toBe(text);
    const line = JSON.stringify({
      time: 1_764_249_365_123,
      responseTime: 0.123456789012,
      icNumber: 900101145678,
      url: '/api/players/check-ic/900101-14-5678',
      remoteAddress: '175.139.142.111',
      msg: 'incoming request',
    });
    const redacted = JSON.parse(redactIcNumbersInLogLine(line)) as Record<string, unknown>;
    expect(redacted).toEqual({
      time: 1_764_249_365_123,
      responseTime: 0.123456789012,
      icNumber: '[IC]',
      url: '/api/players/check-ic/[IC]',
      remoteAddress: '175.139.142.111',
      msg: 'incoming request',
    });
  });

  it('no IC number in any spelling, anywhere in a line, survives (property)', () => {
    fc.assert(
      fc.property(
        plausibleIc,
        icSpelling,
        fc.constantFrom('url', 'encoded', 'msg', 'err', 'nested'),
        (ic, spell, where) => {
          const spelled = spell(ic);
          const record = {
            level: 30,
            time: 1_764_249_365_123,
            url:
              where === 'url'
                ? `/api/players?q=${spelled}&limit=5`
                : where === 'encoded'
                  ? `/api/players/check-ic/${encodeURIComponent(spelled)}`
                  : '/api/news',
            msg: where === 'msg' ? `refused ${spelled}.` : 'request completed',
            err:
              where === 'err'
                ? { message: `invalid input syntax for type uuid: "${spelled}"`, stack: spelled }
                : undefined,
            detail: where === 'nested' ? { body: { icNumber: spelled, note: spelled } } : {},
          };
          const out = redactIcNumbersInLogLine(JSON.stringify(record));
          expect(() => JSON.parse(out) as unknown).not.toThrow();
          expect(revealedDigits(out), `${where}: ${JSON.stringify(spelled)}`).not.toContain(ic);
        },
      ),
      { numRuns: 500 },
    );
  });
});
