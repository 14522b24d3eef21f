import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';

import { usePrivacyContact } from '../api/privacy-contact';

import { ContactCard } from './contact-card';
import { LastUpdated } from './last-updated';
import { LegalSections } from './legal-sections';

/** Full Privacy Policy: intro, 12 numbered sections, acknowledgment, three contacts, footer. */
export function PrivacyDocument() {
  const m = useMessages();
  const p = m.legal.privacy;
  const c = m.common.contacts;
  const dpoEmail = usePrivacyContact().data?.dpoEmail ?? null;
  return (
    <article>
      <PageHeader title={p.title}>
        <LastUpdated updatedOn={p.updatedOn} />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700 sm:px-6 sm:py-16">
        {p.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed">
            {paragraph}
          </p>
        ))}
        <LegalSections sections={p.sections} />
        <section
          aria-labelledby="privacy-acknowledgment"
          className="mt-12 rounded-xl border-l-4 border-accent-500 bg-accent-100/60 p-6"
        >
          <h2 id="privacy-acknowledgment" className="text-xl font-bold text-brand-900">
            {p.acknowledgment.title}
          </h2>
          <p className="mt-3 leading-relaxed">{p.acknowledgment.body}</p>
        </section>
        <section aria-labelledby="privacy-contact" className="mt-12">
          <h2 id="privacy-contact" className="text-xl font-bold text-brand-900">
            {p.contactTitle}
          </h2>
          <p className="mt-3">{p.contactIntro}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <ContactCard
              className="sm:col-span-2"
              title={c.associationTitle}
              email={c.email}
              phone={c.phone}
              address={c.address}
            />
            <ContactCard title={c.technicalTitle} email={c.technicalEmail} />
            <ContactCard
              title={dpoEmail ? c.dpoTitle : c.dataProtectionTitle}
              email={dpoEmail ?? c.dataProtectionEmail}
            />
          </div>
        </section>
        <footer className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          {p.footer(new Date().getFullYear())}
        </footer>
      </div>
    </article>
  );
}
