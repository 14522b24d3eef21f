import type { Locale } from '../locale';
import { localizeText, type Localized } from '../translations';

/**
 * What a membership is called on its order, its receipt and its credit notes: 'Membership:
 * Annual adult', 'Keahlian: Tahunan dewasa' (the type's English name when it has no Malay one).
 */
export function membershipItem(name: string, nameMs: string | null | undefined) {
  return { en: `Membership: ${name}`, ms: `Keahlian: ${(nameMs ?? '').trim() || name}` };
}

/**
 * What a receipt was for, whole, in a reader's language (its documents, the portal's and the
 * staff's lists). A receipt of an online order keeps the order's description, which already
 * names what it was for ('Membership: …', 'Course: …', a tournament's division); a payment staff
 * recorded (provider 'staff') is always a membership and keeps the type's name alone, so it is
 * named here as an order names it. Nothing adds a word to the result: that doubled it
 * ('Keahlian Keahlian: Tahunan junior').
 */
export function receiptItem(
  payment: { typeName: string; typeNameMs?: string | null; provider?: string },
  locale: Locale,
): Localized<string> {
  if ((payment.provider ?? 'staff') !== 'staff')
    return localizeText(payment.typeName, payment.typeNameMs, locale);
  const item = membershipItem(payment.typeName, payment.typeNameMs);
  return locale === 'ms' ? { value: item.ms, lang: 'ms' } : { value: item.en, lang: 'en' };
}
