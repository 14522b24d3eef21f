import { Seo } from '@/components/seo';
import { LazySection } from '@/components/ui/lazy-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { MissionSection } from '@/features/home/components/mission-section';
import { QuickStatsSection } from '@/features/home/components/quick-stats-section';
import { RegistrationSection } from '@/features/players/components/registration-section';
import { useMessages } from '@/lib/i18n';
import { lazyWithQueries } from '@/lib/with-queries';

// Below the fold: each section's code (and the schemas that parse its data) is its own chunk,
// fetched with the section's data only when the visitor scrolls near it.
const PortalSection = lazyWithQueries(
  async () => (await import('@/features/home/components/portal-section')).PortalSection,
);
const SocialHubSection = lazyWithQueries(
  async () => (await import('@/features/home/components/social-hub-section')).SocialHubSection,
);
const CommunityFeedSection = lazyWithQueries(
  async () =>
    (await import('@/features/home/components/community-feed-section')).CommunityFeedSection,
);
const GuidelinesSection = lazyWithQueries(
  async () => (await import('@/features/home/components/guidelines-section')).GuidelinesSection,
);
const UpcomingTournamentsSection = lazyWithQueries(
  async () =>
    (await import('@/features/tournaments/components/upcoming-tournaments-section'))
      .UpcomingTournamentsSection,
);
const HomeTrainingSection = lazyWithQueries(
  async () =>
    (await import('@/features/training/components/home-training-section')).HomeTrainingSection,
);
const CertificationRoadmapSection = lazyWithQueries(
  async () =>
    (await import('@/features/home/components/certification-roadmap-section'))
      .CertificationRoadmapSection,
);
const JourneyStrip = lazyWithQueries(
  async () => (await import('@/features/milestones/components/journey-strip')).JourneyStrip,
);
const LatestNewsSection = lazyWithQueries(
  async () => (await import('@/features/news/components/latest-news-section')).LatestNewsSection,
);
const FeaturedVideoSection = lazyWithQueries(
  async () =>
    (await import('@/features/news/components/featured-video-section')).FeaturedVideoSection,
);

/**
 * Home page: a stack of independent sections in spec order. The first screens (hero, stats,
 * mission, registration) render with the page; the rest load as they approach the viewport,
 * each holding its measured height (phone / tablet / desktop) meanwhile. The registration
 * section also opens its modal for /#register.
 */
export function HomeRoute() {
  const m = useMessages();
  return (
    <>
      <Seo title={m.meta.home.title} description={m.meta.home.description} isFullTitle />
      <HeroSection />
      <QuickStatsSection />
      <MissionSection />
      <RegistrationSection />
      <LazySection placeholderClassName="min-h-[440px] md:min-h-[432px] lg:min-h-[308px]">
        <PortalSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[506px] md:min-h-[406px] lg:min-h-[324px]">
        <SocialHubSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[925px] md:min-h-[837px] lg:min-h-[823px]">
        <CommunityFeedSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[760px] md:min-h-[524px] lg:min-h-[498px]">
        <GuidelinesSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[964px] md:min-h-[600px] lg:min-h-[560px]">
        <UpcomingTournamentsSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1256px] md:min-h-[948px] lg:min-h-[840px]">
        <HomeTrainingSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1570px] md:min-h-[929px] lg:min-h-[673px]">
        <CertificationRoadmapSection />
      </LazySection>
      {/* journey timeline */}
      <LazySection placeholderClassName="min-h-[707px] md:min-h-[715px]">
        <JourneyStrip />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1373px] md:min-h-[873px] lg:min-h-[924px]">
        <LatestNewsSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[646px] md:min-h-[793px] lg:min-h-[856px]">
        <FeaturedVideoSection />
      </LazySection>
    </>
  );
}
