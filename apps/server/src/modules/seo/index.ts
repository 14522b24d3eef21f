export { createSeoModule } from './seo.module';
