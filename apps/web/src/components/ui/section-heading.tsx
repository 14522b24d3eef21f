import { cn } from '@/components/ui/class-names';

export interface SectionHeadingProps {
  id: string;
  title: string;
  lead?: string;
  isInverse?: boolean;
}

/** Centered h2 with an accent rule and optional lead, used by home sections. */
export function SectionHeading({ id, title, lead, isInverse = false }: SectionHeadingProps) {
  return (
    <div className="text-center">
      <h2
        id={id}
        className={cn(
          'text-3xl font-extrabold tracking-tight sm:text-4xl',
          isInverse ? 'text-white' : 'text-brand-900',
        )}
      >
        {title}
      </h2>
      <div aria-hidden="true" className="mx-auto mt-4 h-1 w-16 rounded-full bg-accent-400" />
      {lead ? (
        <p
          className={cn(
            'mx-auto mt-4 max-w-2xl text-lg',
            isInverse ? 'text-brand-100' : 'text-slate-600',
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
