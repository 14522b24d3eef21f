import { formatMalaysiaDate } from '../relative-time';

import type { RefundRule } from './schemas';

/** Sen refundable under `rule` when withdrawing on `today` (Malaysia day) from `paidSen`. */
export function refundableSen(rule: RefundRule, paidSen: number, today: string): number {
  if (rule.rule === 'until') return rule.until && today <= rule.until ? paidSen : 0;
  if (rule.rule === 'percentage') return Math.floor((paidSen * (rule.percent ?? 0)) / 100);
  return 0;
}

/**
 * The rule as a sentence shown before paying, in English or Bahasa Malaysia; its last day in the
 * reader's words ('20 August 2027', '20 Ogos 2027'), never as stored ('2027-08-20').
 */
export function describeRefundRule(rule: RefundRule, language: 'en' | 'ms'): string {
  if (rule.rule === 'until' && rule.until) {
    const day = formatMalaysiaDate(rule.until, 'long', language) || rule.until;
    return language === 'ms'
      ? `Bayaran dikembalikan sepenuhnya jika anda menarik diri sehingga ${day}; selepas itu tiada bayaran balik.`
      : `Refunded in full if you withdraw by ${day}; no refund after that.`;
  }
  if (rule.rule === 'percentage')
    return language === 'ms'
      ? `${rule.percent ?? 0}% dikembalikan jika anda menarik diri.`
      : `${rule.percent ?? 0}% is refunded if you withdraw.`;
  return language === 'ms' ? 'Yuran ini tidak dikembalikan.' : 'This fee is non-refundable.';
}
