export { createLinkPreviewModule } from './link-preview.module';
export type { Resolver } from './safe-fetch';
