import { PageHeader } from '@/components/ui/page-header';
import type { ContentSection } from '@/messages/en/pages';

export interface GuidelinePageProps {
  title: string;
  lead: string;
  keyFactsTitle: string;
  keyFacts: Array<{ value: string; label: string }>;
  sections: ContentSection[];
}

/** A guideline document: header, key figures, then titled sections. */
export function GuidelinePage({
  title,
  lead,
  keyFactsTitle,
  keyFacts,
  sections,
}: GuidelinePageProps) {
  return (
    <article>
      <PageHeader title={title} lead={lead} />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <section aria-labelledby="guideline-key-facts">
          <h2
            id="guideline-key-facts"
            className="text-sm font-bold uppercase tracking-widest text-brand-700"
          >
            {keyFactsTitle}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {keyFacts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col-reverse rounded-xl border border-brand-100 bg-brand-50 p-4 text-center"
              >
                <dt className="mt-1 text-sm text-slate-700">{fact.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="mt-12 space-y-10 text-slate-700">
          {sections.map((section, index) => {
            const headingId = `guideline-section-${index + 1}`;
            return (
              <section key={section.title} aria-labelledby={headingId}>
                <h2 id={headingId} className="text-2xl font-bold text-brand-900">
                  {section.title}
                </h2>
                {section.paragraphs?.map((paragraph) => (
                  <p key={paragraph} className="mt-3 leading-relaxed">
                    {paragraph}
                  </p>
                ))}
                {section.items ? (
                  <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed marker:text-brand-600">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </article>
  );
}
