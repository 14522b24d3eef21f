export { processImage, type ProcessedImage } from './image-processing';
export { createMediaModule } from './media.module';
export { createMediaService, type MediaService, type StoredImage } from './media.service';
export {
  readMultipart,
  type ImageFieldSpec,
  type ParsedMultipart,
  type UploadMessages,
} from './multipart';
export { createLocalDiskStorage, UPLOADS_URL_PREFIX, type MediaStorage } from './storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
export { createConfiguredStorage } from './storage-from-config';
