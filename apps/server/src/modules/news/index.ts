export { createNewsModule, type NewsApi } from './news.module';
export { createNewsRepository, type NewsRepository } from './news.repository';
