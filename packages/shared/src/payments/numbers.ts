/** Receipt numbers: one gap-free sequence per year, 'MPA-2026-000123'. */
export function receiptNumber(year: number, seq: number): string {
  return `MPA-${year}-${String(seq).padStart(6, '0')}`;
}
