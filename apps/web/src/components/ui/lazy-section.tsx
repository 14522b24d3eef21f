import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a section starts loading its code and data. */
const PRELOAD_MARGIN = '600px 0px';

export interface LazySectionProps {
  /** The section, usually a `React.lazy` component: rendered once it nears the viewport. */
  children: ReactNode;
  /**
   * Height of the final section (Tailwind `min-h-*` per breakpoint), reserved until it renders so
   * nothing below it moves when it arrives.
   */
  placeholderClassName: string;
}

/**
 * A below-the-fold section whose code, data requests and rendering wait until the visitor
 * scrolls near it. Until then an empty block of the section's height stands in. Without
 * IntersectionObserver (old browsers, tests) the section renders straight away.
 */
export function LazySection({ children, placeholderClassName }: LazySectionProps) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  // The server renders the placeholder (no window), as does a browser's first render.
  const [isNear, setIsNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const placeholder = placeholderRef.current;
    if (isNear || !placeholder) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(placeholder);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = (
    <div ref={placeholderRef} aria-hidden="true" className={placeholderClassName} />
  );
  if (!isNear) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
