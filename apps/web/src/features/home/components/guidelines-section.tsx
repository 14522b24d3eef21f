import { Link } from 'react-router';

import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

export function GuidelinesSection() {
  const m = useMessages();
  const t = m.home.guidelines;
  const cards = [
    { to: paths.tournamentGuidelines, ...t.tournament },
    { to: paths.venueGuidelines, ...t.venue },
  ];
  return (
    <section
      aria-labelledby="home-guidelines-title"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <SectionHeading id="home-guidelines-title" title={t.title} lead={t.lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
            >
              <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{card.body}</p>
              <span className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 group-hover:text-brand-900">
                {card.cta}
                <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
