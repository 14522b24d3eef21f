export { createAttentionModule } from './attention.module';
