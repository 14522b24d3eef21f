import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';

export interface FilterFormProps {
  /** The search landmark's name (the list's title). */
  label: string;
  /** The button that applies the filters ('Apply filters'). */
  submitLabel: string;
  /**
   * With JavaScript, the button (or Enter) applies what is not applied yet: the search text,
   * which otherwise waits for a pause in typing. Selects apply themselves as they change.
   */
  onApply: (fields: FormData) => void;
  className?: string;
  /** Class of the button (its place in the form's grid). */
  submitClassName?: string;
  /** The filters (FilterSelect, SearchFilterField…), each `name`d after its URL key. */
  children: ReactNode;
}

/**
 * A public list's filters (useUrlFilters). With JavaScript each field applies itself as it
 * changes. Without it (a server-rendered page whose scripts did not run or have not yet) the form
 * is a plain GET form of the same page: its fields are named after the URL's keys and its
 * button sends them, so the server renders the filtered list. The button stays once the app
 * runs (it then applies the search at once), so the page does not shift as the app attaches.
 */
export function FilterForm({
  label,
  submitLabel,
  onApply,
  className,
  submitClassName,
  children,
}: FilterFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(new FormData(event.currentTarget));
      }}
      className={className}
    >
      {children}
      <Button type="submit" variant="outline" className={cn('self-end', submitClassName)}>
        {submitLabel}
      </Button>
    </form>
  );
}
