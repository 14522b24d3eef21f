import type { ReactNode } from 'react';

/**
 * An admin list's filter bar: a search landmark around its filters (docs/forms.md). It is a form
 * element, so every input is in a form, but it sends nothing: each filter writes the URL as it
 * changes, and Enter does not reload the page (the search field applies its text at once).
 */
export function FilterBar({
  label,
  className,
  children,
}: {
  /** The landmark's name, when the page has more than one search. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}
