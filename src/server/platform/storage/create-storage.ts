import type { Config } from '../config/config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Client, createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/**
 * The file store STORAGE_URL names: local files under DATA_DIR/files (the default), or an S3 bucket (AWS or a
 * compatible store) when it is `s3://bucket[/prefix]`. Builds no connection yet: the first operation does.
 */
export function createStorage(config: Pick<Config, 'storage'>): Storage {
  const s = config.storage;
  if (s.kind === 'local') return createLocalStorage(s.dir);
  return createS3Storage({ client: createS3Client(s), bucket: s.bucket, prefix: s.prefix });
}
