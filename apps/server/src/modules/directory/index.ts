export { createDirectoryModule } from './directory.module';
export { createDirectoryRepository, type DirectoryRepository } from './directory.repository';
