import { useId } from 'react';

import { useSearchText } from '@/hooks/use-search-text';

import { inputClass, type FieldDensity } from './input-class';

export interface SearchFilterFieldProps {
  label: string;
  placeholder?: string;
  /** The URL key it sets: the field's name when the form is sent without JavaScript. */
  name?: string;
  /** The search in force (the URL's): Back, or a shared link, sets the box to it. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void;
  delayMs?: number;
  maxLength?: number;
  /** 'comfortable' in the admin dashboard (see inputClass). */
  density?: FieldDensity;
  className?: string;
}

/**
 * A list's search box (useUrlFilters): a labelled search input whose text is committed to the
 * URL after a pause in typing rather than on every key (replacing the history entry), or at once
 * on Enter.
 */
export function SearchFilterField({
  label,
  placeholder,
  name,
  value,
  onCommit,
  delayMs = 300,
  maxLength = 100,
  density,
  className,
}: SearchFilterFieldProps) {
  const id = useId();
  const { text, setText, commitNow } = useSearchText(value, onCommit, delayMs);
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once (and does not submit the surrounding form).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commitNow();
        }}
        className={`${inputClass(density)} mt-1`}
      />
    </div>
  );
}
