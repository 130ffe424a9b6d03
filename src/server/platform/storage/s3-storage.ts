import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../config/config.js';
import { assertSafeKey, StorageNotFoundError, type Storage } from './storage.js';

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** Prepended to every key with a slash (`notulen/prod` + `audio/x.webm`), so one bucket can hold several installs. */
  prefix?: string | undefined;
  /** Size of the parts of a streamed upload (S3's minimum, 5 MiB, unless given); memory per upload is ~2 parts. */
  partSize?: number;
  /** Tries of one append when another writer changed the object in between (stores that check If-Match). */
  appendAttempts?: number;
}

/** An S3 client for the configured bucket; reads nothing from the environment itself (config.ts does). */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // AWS answers a bucket in another region with a redirect; follow it instead of failing.
    followRegionRedirects: true,
    // The SDK's default CRC checksum headers (since 3.729) are refused by several S3-compatible stores (Backblaze,
    // older MinIO and Ceph): with a custom endpoint send checksums only where the operation requires them.
    ...(config.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/** The HTTP status of a failed S3 call (S3ServiceException and the SDK's other errors carry `$metadata`). */
const statusOf = (err: unknown) => (err as Partial<S3ServiceException> | null)?.$metadata?.httpStatusCode;
/** No such object (GET says NoSuchKey; HEAD has no body, only NotFound); NoSuchBucket is a configuration error. */
const isNotFound = (err: unknown) => err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Objects in an S3 bucket (AWS S3 or a compatible store), one object per key. S3 publishes an object only when its
 * upload completes, so `put` is all or nothing like the local store's rename: a failed source leaves nothing new
 * under the key (a failed multipart upload is aborted; where the store cannot abort, as s3rver, the orphaned parts
 * are invisible and a bucket lifecycle rule `AbortIncompleteMultipartUpload` reclaims them).
 */
export function createS3Storage(opts: S3StorageOptions): Storage & { bucket: string; prefix: string | undefined } {
  const { client, bucket } = opts;
  const prefix = opts.prefix?.replace(/^\/+|\/+$/g, '') || undefined;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  async function head(key: string) {
    try {
      return await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async function getWhole(key: string): Promise<{ bytes: Buffer; etag: string | undefined } | null> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return { bytes: Buffer.from(await res.Body!.transformToByteArray()), etag: res.ETag };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    bucket,
    prefix,

    async put(key, source) {
      const Key = objectKey(key);
      let size = 0;
      let sourceFailed = false;
      let sourceError: unknown;
      // Counts the bytes and remembers a failure of the source itself, which is the error callers must see (the
      // upload then fails too, with an error of its own, or one from aborting).
      async function* counted() {
        try {
          for await (const chunk of source) {
            size += chunk.byteLength;
            yield chunk;
          }
        } catch (err) {
          sourceFailed = true;
          sourceError = err;
          throw err;
        }
      }
      const body = Readable.from(counted(), { objectMode: false });
      // Streams in parts of `partSize` (one PutObject when the whole body fits in one part).
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body },
        queueSize: 2,
        ...(opts.partSize ? { partSize: opts.partSize } : {}),
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        body.destroy(); // stops reading the source (closes an upload stream) when the store failed first
        throw sourceFailed ? sourceError : err;
      }
      return { size };
    },

    /**
     * S3 has no append: this reads the whole object and writes it back longer, so each call costs a download and an
     * upload of the object so far (O(size); n appends O(n^2) bytes). Fine for small objects; recording stores each
     * chunk under its own key instead and nothing in the app appends to large objects. The write is conditional on
     * the ETag read (If-Match, or If-None-Match for a new key) and retried when another writer came in between; on
     * stores that ignore those headers (s3rver, some self-hosted ones) two concurrent appends can lose one.
     */
    async append(key, data) {
      const Key = objectKey(key);
      const attempts = opts.appendAttempts ?? 5;
      for (let attempt = 1; ; attempt++) {
        const current = await getWhole(key);
        const next = current ? Buffer.concat([current.bytes, data]) : Buffer.from(data);
        try {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key,
              Body: next,
              ...(current?.etag ? { IfMatch: current.etag } : current ? {} : { IfNoneMatch: '*' }),
            }),
          );
          return { size: next.length };
        } catch (err) {
          // 412: the object changed since it was read; 409: a concurrent conditional write is in progress.
          const status = statusOf(err);
          if ((status === 412 || status === 409) && attempt < attempts) continue;
          throw err;
        }
      }
    },

    async stat(key) {
      const res = await head(key);
      return res ? { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0) } : null;
    },

    async read(key, range = {}) {
      const { start, end } = range;
      // No Range header for the whole object (an empty object refuses every range).
      const header =
        (start ?? 0) === 0 && end === undefined ? undefined : `bytes=${start ?? 0}-${end === undefined ? '' : end}`;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key), Range: header }));
        return res.Body as Readable;
      } catch (err) {
        if (isNotFound(err)) throw new StorageNotFoundError(key);
        // 416: the range starts past the end; the local store answers no bytes then, and so does this one.
        if (statusOf(err) === 416) return Readable.from([]);
        throw err;
      }
    },

    async delete(key) {
      // Deleting a missing object succeeds on S3 (204), which is the idempotence the interface asks for.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async exists(key) {
      return (await head(key)) !== null;
    },
  };
}
