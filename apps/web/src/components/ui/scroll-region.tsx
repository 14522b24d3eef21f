import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';

/**
 * Something wider than a phone (a grid, a wide table) that scrolls sideways inside itself, so
 * the page never does. It is a named region in the Tab order, so a keyboard can scroll it with
 * the arrow keys and a screen reader can say what it holds.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        // `relative`: hidden headings (sr-only, absolutely placed) scroll with it.
        'relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
}
