import type { ContentSection } from '@/messages/en/pages';

/** Numbered sections of a legal document: "1. Title", paragraphs, then a bullet list. */
export function LegalSections({ sections }: { sections: ContentSection[] }) {
  return (
    <ol className="mt-10 space-y-10">
      {sections.map((section, index) => {
        const headingId = `legal-section-${index + 1}`;
        return (
          <li key={section.title}>
            <section aria-labelledby={headingId}>
              <h2 id={headingId} className="text-xl font-bold text-brand-900 sm:text-2xl">
                <span className="mr-2 text-brand-600">{index + 1}.</span>
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
          </li>
        );
      })}
    </ol>
  );
}
