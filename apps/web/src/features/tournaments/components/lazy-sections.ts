import { lazyWithQueries } from '@/lib/with-queries';

/** The home page's tournaments section, a chunk of its own fetched when it renders. */
export const LazyUpcomingTournamentsSection = lazyWithQueries(
  async () => (await import('./upcoming-tournaments-section')).UpcomingTournamentsSection,
);
