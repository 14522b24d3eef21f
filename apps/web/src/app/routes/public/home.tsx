import { Seo } from '@/components/seo';
import { CertificationRoadmapSection } from '@/features/home/components/certification-roadmap-section';
import { CommunityFeedSection } from '@/features/home/components/community-feed-section';
import { GuidelinesSection } from '@/features/home/components/guidelines-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { MissionSection } from '@/features/home/components/mission-section';
import { PortalSection } from '@/features/home/components/portal-section';
import { QuickStatsSection } from '@/features/home/components/quick-stats-section';
import { SocialHubSection } from '@/features/home/components/social-hub-section';
import { JourneyStrip } from '@/features/milestones/components/journey-strip';
import { FeaturedVideoSection } from '@/features/news/components/featured-video-section';
import { LatestNewsSection } from '@/features/news/components/latest-news-section';
import { RegistrationSection } from '@/features/players/components/registration-section';
import { UpcomingTournamentsSection } from '@/features/tournaments/components/upcoming-tournaments-section';
import { HomeTrainingSection } from '@/features/training/components/home-training-section';
import { useMessages } from '@/lib/i18n';

/**
 * Home page: a stack of independent sections in spec order. Later sections (community feed,
 * upcoming tournaments, training, journey, news, video) slot in between. The registration
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
      <PortalSection />
      <SocialHubSection />
      <CommunityFeedSection />
      <GuidelinesSection />
      <UpcomingTournamentsSection />
      <HomeTrainingSection />
      <CertificationRoadmapSection />
      {/* journey timeline */}
      <JourneyStrip />
      <LatestNewsSection />
      <FeaturedVideoSection />
    </>
  );
}
