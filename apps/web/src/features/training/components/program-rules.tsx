import { useLocale, useMessages } from '@/lib/i18n';
import type { Program } from '@app/shared/content';
import { SKILL_LEVEL_LABELS_MS, type SkillLevel } from '@app/shared/players/skill-level';

/** The event's own rules as small labels: doubles, an age band, a skill range. */
export function ProgramRules({ program }: { program: Program }) {
  const t = useMessages().enrolment.rules;
  const locale = useLocale();
  const skill = (level: SkillLevel | null) =>
    level && locale === 'ms' ? SKILL_LEVEL_LABELS_MS[level] : level;
  const labels = [
    program.doubles ? t.doubles : null,
    program.minAge !== null || program.maxAge !== null
      ? t.ages(program.minAge, program.maxAge)
      : null,
    program.minSkill || program.maxSkill
      ? t.skills(skill(program.minSkill), skill(program.maxSkill))
      : null,
  ].filter((label): label is string => Boolean(label));
  if (labels.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t.label}>
      {labels.map((label) => (
        <li
          key={label}
          className="rounded-full border border-slate-300 px-2 py-0.5 text-xs font-semibold text-slate-700"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}
