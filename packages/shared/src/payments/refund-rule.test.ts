import { describe, expect, it } from 'vitest';

import { describeRefundRule, refundableSen } from './refund-rule';

describe('describeRefundRule', () => {
  const until = { rule: 'until' as const, until: '2027-08-20', percent: null };

  it('names the last day in the reader’s words, never as stored', () => {
    expect(describeRefundRule(until, 'en')).toBe(
      'Refunded in full if you withdraw by 20 August 2027; no refund after that.',
    );
    expect(describeRefundRule(until, 'ms')).toBe(
      'Bayaran dikembalikan sepenuhnya jika anda menarik diri sehingga 20 Ogos 2027; selepas itu tiada bayaran balik.',
    );
    for (const language of ['en', 'ms'] as const)
      expect(describeRefundRule(until, language)).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('says a share and no refund in both languages', () => {
    const half = { rule: 'percentage' as const, until: null, percent: 50 };
    expect(describeRefundRule(half, 'ms')).toBe('50% dikembalikan jika anda menarik diri.');
    expect(describeRefundRule({ rule: 'none', until: null, percent: null }, 'ms')).toBe(
      'Yuran ini tidak dikembalikan.',
    );
    expect(refundableSen(until, 1000, '2027-08-20')).toBe(1000);
    expect(refundableSen(until, 1000, '2027-08-21')).toBe(0);
  });
});
