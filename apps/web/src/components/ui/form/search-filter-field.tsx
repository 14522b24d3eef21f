import { useId } from 'react';

import { useSearchText } from '@/hooks/use-search-text';

import { inputClass } from './input-class';

export interface SearchFilterFieldProps {
  label: string;
  placeholder?: string;
  /** The search in force (the URL's): Back, or a shared link, sets the box to it. */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onCommit: (text: string) => void;
  delayMs?: number;
  maxLength?: number;
  className?: string;
}

/**
 * A list's search box: a labelled search input whose text is committed (to the URL, say) after
 * a pause in typing rather than on every key, or at once on Enter.
 */
export function SearchFilterField({
  label,
  placeholder,
  value,
  onCommit,
  delayMs = 300,
  maxLength = 100,
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
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once (and does not submit the surrounding form).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commitNow();
        }}
        className={`${inputClass()} mt-1`}
      />
    </div>
  );
}
