import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../platform/config/config.js';
import { TMP_DIR } from './paths.js';

export interface TestS3 {
  /** What STORAGE_URL=s3://bucket with S3_ENDPOINT and the server's keys would configure. */
  config: S3StorageConfig;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver: objects in a temporary directory) on 127.0.0.1 and a free port, with one
 * bucket. It knows the access key S3RVER (secret S3RVER) and refuses other key ids, but does not verify v4 signatures,
 * checksums or conditional writes (If-Match), and cannot abort a multipart upload.
 */
export async function startS3Server(bucket = 'notulen-test'): Promise<TestS3> {
  mkdirSync(TMP_DIR, { recursive: true });
  const directory = mkdtempSync(join(TMP_DIR, 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    config: {
      kind: 's3',
      bucket,
      prefix: undefined,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      // The SDK keeps connections alive; close() alone would wait for them to time out.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
