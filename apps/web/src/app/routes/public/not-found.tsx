import { NotFoundView } from '@/components/errors/not-found-view';

/** Catch-all route inside the public layout. */
export function NotFoundRoute() {
  return <NotFoundView />;
}
