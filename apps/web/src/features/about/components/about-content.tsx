import { useMessages } from '@/lib/i18n';

/** Mission, vision and what the association does. */
export function AboutContent() {
  const m = useMessages();
  const t = m.pages.about;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="about-mission" className="rounded-2xl bg-brand-50 p-7">
          <h2 id="about-mission" className="text-2xl font-bold text-brand-900">
            {t.missionTitle}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t.mission}</p>
        </section>
        <section aria-labelledby="about-vision" className="rounded-2xl bg-accent-100/70 p-7">
          <h2 id="about-vision" className="text-2xl font-bold text-brand-900">
            {t.visionTitle}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-700">{t.vision}</p>
        </section>
      </div>
      <section aria-labelledby="about-what-we-do" className="mt-14">
        <h2 id="about-what-we-do" className="text-3xl font-extrabold text-brand-900">
          {t.whatWeDoTitle}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.whatWeDo.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-bold text-brand-800">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
