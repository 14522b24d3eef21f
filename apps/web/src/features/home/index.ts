// The home feature's public face (ADR 009). The sections below the fold are offered as lazy
// components (`Lazy…`), each a chunk of its own.
export { HeroSection } from './components/hero-section';
export { MissionSection } from './components/mission-section';
export { QuickStatsSection } from './components/quick-stats-section';
export {
  LazyCertificationRoadmapSection,
  LazyCommunityFeedSection,
  LazyGuidelinesSection,
  LazyPortalSection,
  LazySocialHubSection,
} from './components/lazy-sections';
