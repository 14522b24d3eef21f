import { lazyWithQueries } from '@/lib/with-queries';

/** The home page's training section, a chunk of its own fetched when it renders. */
export const LazyHomeTrainingSection = lazyWithQueries(
  async () => (await import('./home-training-section')).HomeTrainingSection,
);
