import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TMP_DIR } from '../../test/paths.js';
import { startS3Server, type TestS3 } from '../../test/s3.js';
import { createStorage } from './create-storage.js';
import { createS3Client, createS3Storage } from './s3-storage.js';
import { storageContract } from './storage-contract.js';
import { StorageNotFoundError } from './storage.js';

let s3: TestS3;
let client: S3Client;
/** The S3 operations sent, by command name (a middleware records them). */
const sent: string[] = [];
let n = 0;

beforeAll(async () => {
  s3 = await startS3Server();
  client = createS3Client(s3.config);
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(String(context.commandName));
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

// Each test gets its own prefix, so the tests share one bucket without seeing each other's keys.
storageContract('S3 (s3rver)', () => createS3Storage({ client, bucket: s3.bucket, prefix: `contract-${++n}` }));

describe('S3 storage', () => {
  const MiB = 1024 * 1024;
  const pattern = (size: number) => {
    const b = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++) b[i] = (i * 7) % 251;
    return b;
  };
  // toEqual walks a buffer byte by byte through its deep equality (minutes for megabytes): compare them directly.
  const same = (a: Buffer, b: Buffer) => expect(a.length === b.length && a.equals(b)).toBe(true);

  it('keeps each key as one object under the prefix', async () => {
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: '/install-a/' });
    expect(storage.prefix).toBe('install-a');
    await storage.put('audio/ab/one.wav', Readable.from([Buffer.from('hello')]));
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'install-a/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['install-a/audio/ab/one.wav']);
    const raw = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'install-a/audio/ab/one.wav' }));
    expect(await raw.Body?.transformToString()).toBe('hello');
    // Another prefix is another install: it does not see the key.
    expect(await createS3Storage({ client, bucket: s3.bucket, prefix: 'install-b' }).exists('audio/ab/one.wav')).toBe(
      false,
    );
  });

  it('streams a large file up in parts and reads ranges across part boundaries', async () => {
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: 'multipart', partSize: 5 * MiB });
    const data = pattern(11 * MiB + 123);
    sent.length = 0;
    // Chunks that do not line up with the parts.
    const chunks = [data.subarray(0, 3 * MiB), data.subarray(3 * MiB, 9 * MiB), data.subarray(9 * MiB)];
    expect(await storage.put('big.webm', Readable.from(chunks))).toEqual({ size: data.length });
    expect(sent.filter((c) => c === 'UploadPartCommand')).toHaveLength(3);
    expect(sent).toContain('CompleteMultipartUploadCommand');
    expect((await storage.stat('big.webm'))?.size).toBe(data.length);
    const start = 5 * MiB - 10;
    same(await buffer(await storage.read('big.webm', { start, end: start + 19 })), data.subarray(start, start + 20));
    same(await buffer(await storage.read('big.webm')), data);
  });

  it('rethrows the source error when it fails after whole parts were sent, and publishes nothing', async () => {
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: 'failing', partSize: 5 * MiB });
    async function* failing() {
      yield pattern(6 * MiB);
      yield pattern(6 * MiB);
      throw new Error('connection lost');
    }
    sent.length = 0;
    await expect(storage.put('big.webm', failing())).rejects.toThrow('connection lost');
    expect(sent).toContain('UploadPartCommand');
    expect(sent).not.toContain('CompleteMultipartUploadCommand');
    expect(await storage.exists('big.webm')).toBe(false);
  });

  it('writes an append conditionally and retries it when another writer came in between', async () => {
    const storage = createS3Storage({ client, bucket: s3.bucket, prefix: 'append' });
    await storage.append('log', Buffer.from('a'));
    const conditions: unknown[] = [];
    let conflicts = 1;
    // Sees each PutObject's condition; the first conditional write is refused as S3 does when the ETag changed.
    const spy = createS3Client(s3.config);
    spy.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'PutObjectCommand') {
          const input = args.input as { IfMatch?: string; IfNoneMatch?: string };
          conditions.push(input.IfMatch ? 'if-match' : input.IfNoneMatch);
          if (conflicts-- > 0) {
            throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
              name: 'PreconditionFailed',
              $metadata: { httpStatusCode: 412 },
            });
          }
        }
        return next(args);
      },
      { step: 'initialize', name: 'conflictOnce' },
    );
    const spied = createS3Storage({ client: spy, bucket: s3.bucket, prefix: 'append' });
    expect(await spied.append('log', Buffer.from('b'))).toEqual({ size: 2 });
    expect(await spied.append('fresh', Buffer.from('x'))).toEqual({ size: 1 });
    expect(conditions).toEqual(['if-match', 'if-match', '*']);
    expect((await buffer(await storage.read('log'))).toString()).toBe('ab');
    spy.destroy();
  });

  it('reports a missing bucket as an error of its own, not as a missing file', async () => {
    const storage = createS3Storage({ client, bucket: 'no-such-bucket' });
    const err = await storage.read('audio/x.webm').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(StorageNotFoundError);
    expect(err).toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('createStorage', () => {
  it('keeps files on local disk unless STORAGE_URL names a bucket', async () => {
    mkdirSync(TMP_DIR, { recursive: true });
    const dir = join(mkdtempSync(join(TMP_DIR, 'storage-')), 'files');
    try {
      const local = createStorage({ storage: { kind: 'local', dir } });
      expect(local).toMatchObject({ root: dir });
      await local.put('a/b', Readable.from([Buffer.from('local')]));
      expect((await buffer(await local.read('a/b'))).toString()).toBe('local');
    } finally {
      rmSync(join(dir, '..'), { recursive: true, force: true });
    }
  });

  it('builds the S3 store from the configured endpoint, bucket, prefix and keys', async () => {
    const storage = createStorage({ storage: { ...s3.config, prefix: 'factory' } });
    expect(storage).toMatchObject({ bucket: s3.bucket, prefix: 'factory' });
    await storage.put('a/b', Readable.from([Buffer.from('remote')]));
    const raw = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'factory/a/b' }));
    expect(await raw.Body?.transformToString()).toBe('remote');
  });

  it('fails on unknown keys instead of reading as missing', async () => {
    // s3rver knows the access key S3RVER but does not verify v4 signatures: a wrong key id is what it refuses.
    const storage = createStorage({
      storage: { ...s3.config, credentials: { accessKeyId: 'SOMEONE-ELSE', secretAccessKey: 'secret' } },
    });
    const err = await storage.read('a/b').catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(StorageNotFoundError);
    expect(err).toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});
