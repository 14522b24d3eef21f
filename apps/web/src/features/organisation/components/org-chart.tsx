import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';
import { InLanguage } from '@/components/ui/in-language';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useMessages } from '@/lib/i18n';
import { OFFICE_BEARER_GROUPS, type OfficeBearer } from '@app/shared/organisation';
import { localizeText, type Localized } from '@app/shared/translations';

import { useOfficeBearers } from '../api/get-office-bearers';

const COLUMNS: Record<(typeof OFFICE_BEARER_GROUPS)[number], string> = {
  executive: 'lg:grid-cols-4',
  heads: 'lg:grid-cols-3',
  advisors: 'lg:grid-cols-3',
  sub_committee: 'lg:grid-cols-4',
};

/** The office-bearers the content editors keep, by group, the first of the executive on top. */
export function OrgChart() {
  const t = useMessages().pages.organisation;
  const locale = useLocale();
  const query = useOfficeBearers();
  const bearers = query.data ?? [];
  // A role staff wrote no Malay for: its English, marked so (a screen reader says it in English).
  const role = (bearer: OfficeBearer) => localizeText(bearer.role, bearer.roleMs, locale);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-3 text-slate-600">
        <Spinner className="size-5 border-2" /> {t.loading}
      </p>
    );
  } else if (query.isError) {
    body = (
      <p role="alert" className="text-center text-slate-700">
        {t.loadFailed}
      </p>
    );
  } else if (bearers.length === 0) {
    body = <p className="text-center text-lg text-slate-600">{t.empty}</p>;
  } else {
    body = OFFICE_BEARER_GROUPS.map((group) => {
      const members = bearers.filter((b) => b.group === group);
      if (members.length === 0) return null;
      const [lead, ...rest] = group === 'executive' ? members : [undefined, ...members];
      return (
        <OfficerGroup key={group} id={`org-${group}`} title={t.groups[group]}>
          {lead ? (
            <div className="flex justify-center">
              <OfficerCard role={role(lead)} name={lead.name} isLead />
            </div>
          ) : null}
          {rest.length > 0 ? (
            <ul className={cn('grid gap-4 sm:grid-cols-2', COLUMNS[group])}>
              {rest.map((bearer) =>
                bearer ? (
                  <li key={bearer._id}>
                    <OfficerCard role={role(bearer)} name={bearer.name} />
                  </li>
                ) : null,
              )}
            </ul>
          ) : null}
        </OfficerGroup>
      );
    });
  }
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">{body}</div>
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

const HONORIFIC =
  /^(tan sri|puan sri|dato['’]? sri|datuk seri|dato['’]?|datuk|datin|prof\.?|dr\.?|tuan|puan|encik|haji|hajah)\s+/i;
const CONNECTOR = /^(bin|binti|a\/l|a\/p|anak)$/i;

/** Up to two initials of a name, after any honorifics and without 'bin', 'binti', 'a/l'… */
export function initialsOf(name: string): string {
  let rest = name.trim();
  for (let match = HONORIFIC.exec(rest); match; match = HONORIFIC.exec(rest)) {
    rest = rest.slice(match[0].length);
  }
  return rest
    .split(/\s+/)
    .filter((word) => word && !CONNECTOR.test(word) && /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function OfficerCard({
  role,
  name,
  isLead = false,
}: {
  role: Localized<string>;
  name: string;
  isLead?: boolean;
}) {
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
          'flex size-16 items-center justify-center rounded-full text-xl font-extrabold',
          isLead ? 'bg-accent-400 text-brand-950' : 'bg-brand-50 text-brand-700',
        )}
      >
        {initialsOf(name)}
      </div>
      <p
        className={cn(
          'mt-4 text-sm font-bold uppercase tracking-wide',
          isLead ? 'text-accent-300' : 'text-brand-700',
        )}
      >
        <InLanguage text={role} />
      </p>
      <p className={cn('mt-1 text-base', isLead ? 'text-white' : 'text-slate-700')}>{name}</p>
    </div>
  );
}
