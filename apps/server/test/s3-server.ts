import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';

import { createS3Storage } from '../src/modules/media/index';

/**
 * A real S3-compatible server for tests (s3rver, on 127.0.0.1, a temporary folder): the SDK
 * talks HTTP to it with signed requests, as it would to MinIO or AWS. Never a mock of the SDK.
 */
export async function startS3Server(bucket = 'mpa-media') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'mpa-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const options = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's built-in account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  return {
    options,
    storage: () => createS3Storage(options),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
