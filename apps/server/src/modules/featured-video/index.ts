export { createFeaturedVideoModule } from './featured-video.module';
export {
  createFeaturedVideoRepository,
  type FeaturedVideoRepository,
} from './featured-video.repository';
