import { z } from 'zod';

// ── Age filters (admin player list, spec §2) ──────────────────────────────────────────────────

export const AGE_FILTER_VALUES = ['under-18', '18-30', '31-45', '46-60', 'over-60'] as const;
export const ageFilterSchema = z.enum(AGE_FILTER_VALUES);
export type AgeFilter = z.infer<typeof ageFilterSchema>;

/** Each band with its label and inclusive whole-year bounds (maxAge null: no upper bound). */
export const AGE_FILTERS: readonly {
  value: AgeFilter;
  label: string;
  minAge: number;
  maxAge: number | null;
}[] = [
  { value: 'under-18', label: 'Under 18', minAge: 0, maxAge: 17 },
  { value: '18-30', label: '18-30', minAge: 18, maxAge: 30 },
  { value: '31-45', label: '31-45', minAge: 31, maxAge: 45 },
  { value: '46-60', label: '46-60', minAge: 46, maxAge: 60 },
  { value: 'over-60', label: 'Over 60', minAge: 61, maxAge: null },
];

/** 'all' matches every player; a band never matches an unknown age. */
export function ageMatchesFilter(
  age: number | null | undefined,
  filter: AgeFilter | 'all',
): boolean {
  if (filter === 'all') return true;
  const band = AGE_FILTERS.find((f) => f.value === filter);
  if (!band || age === null || age === undefined || Number.isNaN(age)) return false;
  // `< maxAge + 1` keeps a fractional age (17.5) in the band of its whole years.
  return age >= band.minAge && (band.maxAge === null || age < band.maxAge + 1);
}
