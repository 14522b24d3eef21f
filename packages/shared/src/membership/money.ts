/**
 * Money is integer sen (1 RM = 100 sen), never a float. Shown as 'RM 1,234.50'.
 */
export function formatRinggit(sen: number): string {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(sen));
  const ringgit = Math.floor(abs / 100).toLocaleString('en-MY');
  return `${sign}RM ${ringgit}.${String(abs % 100).padStart(2, '0')}`;
}

/** '1,234.5' or 'RM 50' → sen; null when it is not an amount with at most two decimals. */
export function parseRinggit(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^RM\s*/i, '')
    .replace(/,/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
