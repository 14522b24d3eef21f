import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';

interface Officer {
  role: string;
  name: string;
}

/** The association's fixed officer lists, top of the hierarchy first. */
export function OrgChart() {
  const m = useMessages();
  const t = m.pages.organization;
  const [president, ...restOfExecutive] = t.executive;
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <OfficerGroup id="org-executive" title={t.executiveTitle}>
        {president ? (
          <div className="flex justify-center">
            <OfficerCard officer={president} isLead />
          </div>
        ) : null}
        <OfficerList officers={restOfExecutive} columns="lg:grid-cols-4" />
      </OfficerGroup>
      <OfficerGroup id="org-heads" title={t.headsTitle}>
        <OfficerList officers={t.heads} columns="lg:grid-cols-3" />
      </OfficerGroup>
      <OfficerGroup id="org-advisors" title={t.advisorsTitle}>
        <OfficerList officers={t.advisors} columns="lg:grid-cols-3" />
      </OfficerGroup>
      <OfficerGroup id="org-sub-committee" title={t.subCommitteeTitle}>
        <OfficerList officers={t.subCommittee} columns="lg:grid-cols-4" />
      </OfficerGroup>
    </div>
  );
}

function OfficerGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-center text-2xl font-extrabold text-brand-900">
        {title}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-3 h-1 w-12 rounded-full bg-accent-400" />
      <div className="mt-8 space-y-6">{children}</div>
    </section>
  );
}

function OfficerList({ officers, columns }: { officers: Officer[]; columns: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', columns)}>
      {officers.map((officer, index) => (
        <li key={`${officer.role}-${index}`}>
          <OfficerCard officer={officer} />
        </li>
      ))}
    </ul>
  );
}

function OfficerCard({ officer, isLead = false }: { officer: Officer; isLead?: boolean }) {
  return (
    <div
      className={cn(
        'flex h-full flex-col items-center rounded-2xl border p-6 text-center shadow-sm',
        isLead
          ? 'w-full max-w-xs border-brand-700 bg-brand-800 text-white'
          : 'border-slate-200 bg-white',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'flex size-16 items-center justify-center rounded-full',
          isLead ? 'bg-accent-400 text-brand-950' : 'bg-brand-50 text-brand-700',
        )}
      >
        <svg viewBox="0 0 24 24" className="size-8" fill="currentColor">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
      </div>
      <p
        className={cn(
          'mt-4 text-sm font-bold uppercase tracking-wide',
          isLead ? 'text-accent-300' : 'text-brand-700',
        )}
      >
        {officer.role}
      </p>
      <p className={cn('mt-1 text-base', isLead ? 'text-white' : 'text-slate-700')}>
        {officer.name}
      </p>
    </div>
  );
}
