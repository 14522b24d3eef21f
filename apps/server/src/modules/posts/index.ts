export { createPostsModule } from './posts.module';
export { createPostsRepository, type PostsRepository } from './posts.repository';
export { createReportsRepository, type ReportsRepository } from './reports.repository';
export {
  createPostingBlocksRepository,
  type PostingBlocksRepository,
} from './posting-blocks.repository';
export { createRelationsRepository, type RelationsRepository } from './relations.repository';
