import { SectionHeading } from '@/components/ui/section-heading';
import { useMessages } from '@/lib/i18n';

/** Mission, vision and objective. */
export function MissionSection() {
  const m = useMessages();
  const t = m.home.mission;
  return (
    <section
      aria-labelledby="home-mission-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <SectionHeading id="home-mission-title" title={t.title} />
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {t.items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
            <h3 className="text-lg font-bold text-brand-800">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-slate-700">{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
