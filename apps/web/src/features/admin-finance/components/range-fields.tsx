import { useId } from 'react';

import { inputClass } from '@/components/ui/form/input-class';

/** A labelled date field of a filter row (applied as soon as a date is chosen). */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass('compact')} mt-1`}
      />
    </div>
  );
}

/** The period of the totals, credit notes and reconciliation (this month when left empty). */
export function RangeFields({
  label,
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
}: {
  label: string;
  fromLabel: string;
  toLabel: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (next: { from?: string; to?: string }) => void;
}) {
  return (
    <fieldset className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      <DateFilter label={fromLabel} value={from ?? ''} onChange={(v) => onChange({ from: v })} />
      <DateFilter label={toLabel} value={to ?? ''} onChange={(v) => onChange({ to: v })} />
    </fieldset>
  );
}
