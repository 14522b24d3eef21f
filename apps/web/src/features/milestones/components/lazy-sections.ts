import { lazyWithQueries } from '@/lib/with-queries';

/** The home page's journey strip, a chunk of its own fetched when it renders. */
export const LazyJourneyStrip = lazyWithQueries(
  async () => (await import('./journey-strip')).JourneyStrip,
);
