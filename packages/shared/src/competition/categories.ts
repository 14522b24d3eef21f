// Competition categories (issue 33): disciplines, age groups and the ranking categories they make.

export const DISCIPLINES = [
  'mens_singles',
  'womens_singles',
  'mens_doubles',
  'womens_doubles',
  'mixed_doubles',
] as const;
export type Discipline = (typeof DISCIPLINES)[number];

export const AGE_GROUPS = ['open', 'u14', 'u16', 'u18', '35plus', '50plus', '60plus'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const DISCIPLINE_LABELS: Record<Discipline, { en: string; ms: string }> = {
  mens_singles: { en: "Men's singles", ms: 'Perseorangan lelaki' },
  womens_singles: { en: "Women's singles", ms: 'Perseorangan wanita' },
  mens_doubles: { en: "Men's doubles", ms: 'Beregu lelaki' },
  womens_doubles: { en: "Women's doubles", ms: 'Beregu wanita' },
  mixed_doubles: { en: 'Mixed doubles', ms: 'Beregu campuran' },
};

export const AGE_GROUP_LABELS: Record<AgeGroup, { en: string; ms: string }> = {
  open: { en: 'Open', ms: 'Terbuka' },
  u14: { en: 'Junior U14', ms: 'Remaja B14' },
  u16: { en: 'Junior U16', ms: 'Remaja B16' },
  u18: { en: 'Junior U18', ms: 'Remaja B18' },
  '35plus': { en: '35+', ms: '35+' },
  '50plus': { en: '50+', ms: '50+' },
  '60plus': { en: '60+', ms: '60+' },
};

/**
 * Who may play in an age group, by age on the tournament's first day: juniors younger than the
 * number (U14: 13 or younger), seniors at least the number; Open has no limit.
 */
export const AGE_LIMITS: Record<AgeGroup, { under?: number; atLeast?: number }> = {
  open: {},
  u14: { under: 14 },
  u16: { under: 16 },
  u18: { under: 18 },
  '35plus': { atLeast: 35 },
  '50plus': { atLeast: 50 },
  '60plus': { atLeast: 60 },
};

export function isDoubles(discipline: Discipline): boolean {
  return discipline.endsWith('_doubles');
}

/** The gender each player must be ('Male'/'Female'); mixed: one of each, singles: one player. */
export function genderRule(discipline: Discipline): 'Male' | 'Female' | 'mixed' {
  if (discipline === 'mixed_doubles') return 'mixed';
  return discipline.startsWith('mens') ? 'Male' : 'Female';
}

/** A ranking category: discipline × age group, e.g. "mixed_doubles:open". */
export type RankingCategory = `${Discipline}:${AgeGroup}`;

export function rankingCategory(discipline: Discipline, ageGroup: AgeGroup): RankingCategory {
  return `${discipline}:${ageGroup}`;
}

export const RANKING_CATEGORIES: readonly RankingCategory[] = DISCIPLINES.flatMap((d) =>
  AGE_GROUPS.map((a) => rankingCategory(d, a)),
);

export function parseRankingCategory(
  value: string,
): { discipline: Discipline; ageGroup: AgeGroup } | null {
  const [discipline, ageGroup] = value.split(':');
  if (!DISCIPLINES.includes(discipline as Discipline)) return null;
  if (!AGE_GROUPS.includes(ageGroup as AgeGroup)) return null;
  return { discipline: discipline as Discipline, ageGroup: ageGroup as AgeGroup };
}

/** "Mixed doubles · 35+" in the reader's language. */
export function divisionLabel(
  d: { discipline: Discipline; ageGroup: AgeGroup },
  language: 'en' | 'ms',
): string {
  return `${DISCIPLINE_LABELS[d.discipline][language]} · ${AGE_GROUP_LABELS[d.ageGroup][language]}`;
}
