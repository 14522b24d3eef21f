import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import { assertSafeKey, keyFromUploadsUrl, uploadsUrl, type MediaStorage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset = AWS. */
  endpoint?: string | undefined;
  /** Bucket in the path (`host/bucket/key`), as MinIO and Ceph usually want. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Key prefix inside the bucket (e.g. `uploads/`). */
  prefix?: string;
}

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err as { name?: string }).name === 'NoSuchKey' ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Uploads in an S3-compatible bucket (ADR 020). URLs stay `/uploads/<key>`: the server reads
 * the object and answers with the same headers as from disk, so the bucket stays private and
 * pages, the CSP and cached HTML do not change.
 */
export function createS3Storage(options: S3StorageOptions): MediaStorage & {
  /** Size of a stored object, or null (media:migrate skips what is already there). */
  sizeOf(key: string): Promise<number | null>;
  /** Every stored key (backups list the bucket). */
  listKeys(): Promise<string[]>;
  client: S3Client;
} {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Many S3-compatible services do not take the newer flexible checksums on every request.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix ?? ''}${key}`;
  return {
    client,
    async put(key, data, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return uploadsUrl(key);
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async sizeOf(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return res.ContentLength ?? null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async listKeys() {
      const keys: string[] = [];
      const prefix = options.prefix ?? '';
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            ...(prefix ? { Prefix: prefix } : {}),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key) keys.push(object.Key.slice(prefix.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    keyFromUrl: keyFromUploadsUrl,
  };
}
