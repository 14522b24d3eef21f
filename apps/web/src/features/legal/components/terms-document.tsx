import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';

import { ContactCard } from './contact-card';
import { LastUpdated } from './last-updated';
import { LegalSections } from './legal-sections';

/** Full Terms and Conditions: 15 numbered sections, acceptance, contact and footer. */
export function TermsDocument() {
  const m = useMessages();
  const t = m.legal.terms;
  const c = m.common.contacts;
  return (
    <article>
      <PageHeader title={t.title}>
        <LastUpdated updatedOn={t.updatedOn} />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700 sm:px-6 sm:py-16">
        {t.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
        <LegalSections sections={t.sections} />
        <section
          aria-labelledby="terms-acceptance"
          className="mt-12 rounded-xl border-l-4 border-accent-500 bg-accent-100/60 p-6"
        >
          <h2 id="terms-acceptance" className="text-xl font-bold text-brand-900">
            {t.acceptance.title}
          </h2>
          <p className="mt-3 leading-relaxed">{t.acceptance.body}</p>
        </section>
        <section aria-labelledby="terms-contact" className="mt-12">
          <h2 id="terms-contact" className="text-xl font-bold text-brand-900">
            {t.contactTitle}
          </h2>
          <p className="mt-3">{t.contactIntro}</p>
          <div className="mt-4">
            <ContactCard
              title={c.associationTitle}
              email={c.email}
              phone={c.phone}
              address={c.address}
            />
          </div>
        </section>
        <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {t.footer(new Date().getFullYear())}
        </footer>
      </div>
    </article>
  );
}
