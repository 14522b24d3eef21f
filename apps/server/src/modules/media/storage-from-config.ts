import path from 'node:path';

import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { createLocalDiskStorage, type MediaStorage } from './storage';

/** The configured store: the bucket with MEDIA_STORE=s3, else DATA_DIR/uploads. */
export function createConfiguredStorage(config: {
  dataDir: string;
  s3: Omit<S3StorageOptions, 'prefix'> | undefined;
}): MediaStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}
