import { useId, type ComponentProps } from 'react';

import { inputClass } from '@/components/ui/form/input-class';
import { useMessages } from '@/lib/i18n';

/** Where the player stands, as a coloured label (always with its words, never colour alone). */
export function StatusPill({
  tone = 'good',
  children,
}: {
  tone?: 'good' | 'wait';
  children: string;
}) {
  return (
    <span
      className={
        tone === 'good'
          ? 'rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800'
          : 'rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900'
      }
    >
      {children}
    </span>
  );
}

/** The doubles partner's member ID, for an entry or a claim (registered with the form's field). */
export function PartnerMemberField(props: ComponentProps<'input'>) {
  const t = useMessages().enrolment;
  const id = useId();
  return (
    <div className="w-full">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t.partner.label}
      </label>
      <input
        {...props}
        id={id}
        required
        autoComplete="off"
        placeholder={t.partner.placeholder}
        aria-describedby={`${id}-hint`}
        className={`${inputClass()} mt-1 uppercase`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t.partner.hint}
      </p>
    </div>
  );
}
