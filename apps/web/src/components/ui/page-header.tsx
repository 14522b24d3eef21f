import type { ReactNode } from 'react';

/** Dark banner at the top of a public page: the page's h1, optional eyebrow and lead. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent-400/10"
      />
      <div className="relative mx-auto max-w-6xl px-4 pb-14 pt-32 sm:px-6 sm:pb-16 sm:pt-36 lg:px-8">
        {eyebrow ? (
          <p className="mb-2 text-sm font-bold uppercase tracking-widest text-accent-300">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-base text-brand-100 sm:text-lg">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
