// The home page's news sections, each a chunk of its own fetched when it renders.
import { lazyWithQueries } from '@/lib/with-queries';

export const LazyLatestNewsSection = lazyWithQueries(
  async () => (await import('./latest-news-section')).LatestNewsSection,
);
export const LazyFeaturedVideoSection = lazyWithQueries(
  async () => (await import('./featured-video-section')).FeaturedVideoSection,
);
