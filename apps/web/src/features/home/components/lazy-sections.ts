// The home page's below-the-fold sections, each a chunk of its own: its code (and the schemas
// that parse its data) is fetched with its data only when the page renders it.
import { lazyWithQueries } from '@/lib/with-queries';

export const LazyPortalSection = lazyWithQueries(
  async () => (await import('./portal-section')).PortalSection,
);
export const LazySocialHubSection = lazyWithQueries(
  async () => (await import('./social-hub-section')).SocialHubSection,
);
export const LazyCommunityFeedSection = lazyWithQueries(
  async () => (await import('./community-feed-section')).CommunityFeedSection,
);
export const LazyGuidelinesSection = lazyWithQueries(
  async () => (await import('./guidelines-section')).GuidelinesSection,
);
export const LazyCertificationRoadmapSection = lazyWithQueries(
  async () => (await import('./certification-roadmap-section')).CertificationRoadmapSection,
);
