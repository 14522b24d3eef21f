import { lazy, type ComponentType } from 'react';

/**
 * Loads a component together with the query layer and wraps it in `QueryProvider`: for lazily
 * loaded pages and sections, which read data through TanStack Query.
 */
export async function loadWithQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
  function WithQueries(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  }
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  return WithQueries;
}

/** `React.lazy` for a component that reads data (see `loadWithQueries`). */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadWithQueries(load) }));
}
