import { describe, expect, it } from 'vitest';

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
    ])
      expect(redactIcNumbers(text), text).not.toMatch(/5678|%35%36%37%38/);
  });

  it('leaves other numbers alone and keeps a log line valid JSON', () => {
    for (const text of ['1234567890123', 'phone 012-345 6789', '2026-11-27', 'MPA001234'])
      expect(redactIcNumbers(text)).toBe(text);
    const line = JSON.stringify({
      time: 1_764_249_365_123,
      responseTime: 0.123456789012,
      icNumber: 900101145678,
      url: '/api/players/check-ic/900101-14-5678',
      msg: 'incoming request',
    });
    const redacted = JSON.parse(redactIcNumbersInLogLine(line)) as Record<string, unknown>;
    expect(redacted).toEqual({
      time: 1_764_249_365_123,
      responseTime: 0.123456789012,
      icNumber: '[IC]',
      url: '/api/players/check-ic/[IC]',
      msg: 'incoming request',
    });
  });
});
