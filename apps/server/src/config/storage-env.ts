import { z } from 'zod';

import { booleanString, optionalString, type EnvOf } from './env-fields';

/** Where uploads live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
export const storageEnvShape = {
  MEDIA_STORE: z
    .enum(['local', 's3'], { error: 'MEDIA_STORE must be local or s3' })
    .default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), {
    message: 'S3_ENDPOINT must be an http(s) URL',
  }),
  S3_FORCE_PATH_STYLE: booleanString('S3_FORCE_PATH_STYLE').default(false),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
};

export type StorageEnv = EnvOf<typeof storageEnvShape>;

export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx) {
  if (env.MEDIA_STORE === 's3' && env.S3_BUCKET === undefined)
    ctx.addIssue({
      code: 'custom',
      message: 'S3_BUCKET is required with MEDIA_STORE=s3',
      path: ['S3_BUCKET'],
    });
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
    ctx.addIssue({
      code: 'custom',
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
      path: ['S3_SECRET_ACCESS_KEY'],
    });
}

export interface StorageConfig {
  /** Object storage for uploads (MEDIA_STORE=s3); undefined = local disk. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
}

export function toStorageConfig(e: StorageEnv): StorageConfig {
  return {
    s3:
      e.MEDIA_STORE === 's3'
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
  };
}
