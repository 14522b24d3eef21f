import { useMessages } from '@/lib/i18n';

/** Headline statistics (static figures from the association, spec §9). */
export function QuickStatsSection() {
  const m = useMessages();
  const t = m.home.stats;
  return (
    <section
      aria-labelledby="home-stats-title"
      className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8"
    >
      <h2 id="home-stats-title" className="sr-only">
        {t.title}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-xl lg:grid-cols-4">
        {t.items.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse bg-white px-4 py-6 text-center sm:py-8"
          >
            <dt className="mt-1 text-sm font-medium text-slate-600 sm:text-base">{stat.label}</dt>
            <dd className="text-2xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
