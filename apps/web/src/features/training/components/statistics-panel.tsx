import { Spinner } from '@/components/ui/spinner';
import { useLocale, useMessages } from '@/lib/i18n';
import { SKILL_LEVEL_LABELS_MS, type SkillLevel } from '@app/shared/players/skill-level';
import { formatMalaysiaDate } from '@app/shared/relative-time';

import { useMyStatistics } from '../api/get-my-statistics';

/** The portal's Statistics tab: courses and clinics attended per year, and skill level over time. */
export function StatisticsPanel() {
  const m = useMessages();
  const t = m.enrolment.statistics;
  const locale = useLocale();
  const query = useMyStatistics();
  const level = (value: string) =>
    locale === 'ms' ? (SKILL_LEVEL_LABELS_MS[value as SkillLevel] ?? value) : value;

  if (query.isPending)
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200"
      >
        <Spinner className="size-6 border-2" />
        <span className="text-sm">{t.loading}</span>
      </div>
    );
  if (query.isError || !query.data)
    return (
      <p
        role="alert"
        className="rounded-2xl bg-white p-6 text-red-700 shadow-sm ring-1 ring-slate-200"
      >
        {t.error}
      </p>
    );
  const { years, totals, skill } = query.data;
  const tiles: [string, number][] = [
    [t.attended, totals.courses + totals.clinics],
    [t.courses, totals.courses],
    [t.clinics, totals.clinics],
    [t.upcoming, totals.upcoming],
  ];
  const current = skill.at(-1);

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{t.title}</h2>
      <p className="mt-1 text-slate-600">{t.lead}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {label}
            </dt>
            <dd className="text-2xl font-extrabold text-brand-900">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-base font-bold text-brand-900">{t.byYear}</h3>
      {years.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t.empty}</p>
      ) : (
        <table className="mt-3 w-full max-w-md text-left text-sm">
          <caption className="sr-only">{t.byYear}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 font-semibold">
                {t.year}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t.courses}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t.clinics}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((row) => (
              <tr key={row.year} className="border-b border-slate-100">
                <th scope="row" className="py-2 font-semibold text-slate-900">
                  {row.year}
                </th>
                <td className="py-2">{row.courses}</td>
                <td className="py-2">{row.clinics}</td>
                <td className="py-2 font-semibold">{row.courses + row.clinics}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3 className="mt-8 text-base font-bold text-brand-900">{t.skill}</h3>
      {current ? (
        <>
          <p className="mt-2 text-sm font-semibold text-slate-800">
            {t.skillNow(level(current.level))}
          </p>
          <ol className="mt-2 space-y-1 text-sm text-slate-700" aria-label={t.skillHistory}>
            {skill.map((entry) => (
              <li key={entry.since}>
                {t.skillEntry(
                  formatMalaysiaDate(entry.since.slice(0, 10), 'short', locale),
                  level(entry.level),
                  entry.rating.toFixed(2),
                )}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t.skillNone}</p>
      )}
    </div>
  );
}
