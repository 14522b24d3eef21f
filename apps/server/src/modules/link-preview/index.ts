export { createLinkPreviewModule, type LinkImageFetcher } from './link-preview.module';
export type { Resolver } from './safe-fetch';
