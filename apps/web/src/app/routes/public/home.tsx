import { Seo } from '@/components/seo';
import { LazySection } from '@/components/ui/lazy-section';
import {
  HeroSection,
  LazyCertificationRoadmapSection,
  LazyCommunityFeedSection,
  LazyGuidelinesSection,
  LazyPortalSection,
  LazySocialHubSection,
  MissionSection,
  QuickStatsSection,
} from '@/features/home';
import { LazyJourneyStrip } from '@/features/milestones';
import { LazyFeaturedVideoSection, LazyLatestNewsSection } from '@/features/news';
import { RegistrationSection } from '@/features/players';
import { LazyUpcomingTournamentsSection } from '@/features/tournaments';
import { LazyHomeTrainingSection } from '@/features/training';
import { useMessages } from '@/lib/i18n';

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
        <LazyPortalSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[506px] md:min-h-[406px] lg:min-h-[324px]">
        <LazySocialHubSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[925px] md:min-h-[837px] lg:min-h-[823px]">
        <LazyCommunityFeedSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[760px] md:min-h-[524px] lg:min-h-[498px]">
        <LazyGuidelinesSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[964px] md:min-h-[600px] lg:min-h-[560px]">
        <LazyUpcomingTournamentsSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1256px] md:min-h-[948px] lg:min-h-[840px]">
        <LazyHomeTrainingSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1570px] md:min-h-[929px] lg:min-h-[673px]">
        <LazyCertificationRoadmapSection />
      </LazySection>
      {/* journey timeline */}
      <LazySection placeholderClassName="min-h-[707px] md:min-h-[715px]">
        <LazyJourneyStrip />
      </LazySection>
      <LazySection placeholderClassName="min-h-[1373px] md:min-h-[873px] lg:min-h-[924px]">
        <LazyLatestNewsSection />
      </LazySection>
      <LazySection placeholderClassName="min-h-[646px] md:min-h-[793px] lg:min-h-[856px]">
        <LazyFeaturedVideoSection />
      </LazySection>
    </>
  );
}
