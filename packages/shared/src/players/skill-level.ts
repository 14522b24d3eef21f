// ── Skill level (spec §3) ─────────────────────────────────────────────────────────────────────

export const SKILL_LEVELS = [
  'Beginner',
  'Novice',
  'Intermediate',
  'Intermediate+',
  'Advanced',
  'Advanced+',
  'Elite',
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** Skill levels in Bahasa Malaysia (glossary: Permulaan / Pertengahan / Mahir). */
export const SKILL_LEVEL_LABELS_MS: Record<SkillLevel, string> = {
  Beginner: 'Permulaan',
  Novice: 'Baru',
  Intermediate: 'Pertengahan',
  'Intermediate+': 'Pertengahan+',
  Advanced: 'Mahir',
  'Advanced+': 'Mahir+',
  Elite: 'Elit',
};

/** Upper limits (exclusive). They are exact binary fractions, so `<` is exact for any double. */
const SKILL_BANDS: readonly (readonly [below: number, level: SkillLevel])[] = [
  [2.5, 'Novice'],
  [3, 'Intermediate'],
  [3.5, 'Intermediate+'],
  [4, 'Advanced'],
  [4.5, 'Advanced+'],
];

/** 0 or no rating → Beginner; 0.001–2.499 Novice; … 4.5 and above Elite. */
export function skillLevelFromDupr(rating: number | null | undefined): SkillLevel {
  if (rating === null || rating === undefined || Number.isNaN(rating) || rating <= 0) {
    return 'Beginner';
  }
  return SKILL_BANDS.find(([below]) => rating < below)?.[1] ?? 'Elite';
}
