export { createSeoModule } from './seo.module';
export { GENERATED_FILES } from './seo.routes';
