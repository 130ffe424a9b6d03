import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/http/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import { detectMediaType, SNIFF_BYTES } from './audio-type.js';
import type { AudioRef } from './transcriptions.repo.js';

export interface StoreAudioOptions {
  /** Larger sources fail with 413 and leave nothing stored. */
  maxBytes: number;
  /** For sources that cut themselves off at the limit instead of failing (busboy's `file.truncated`). */
  truncated?: () => boolean;
}

export const tooLarge = (maxBytes: number) =>
  new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`, {
    maxBytes,
  });

export const unsupportedMedia = () =>
  new AppError(
    'UNSUPPORTED_MEDIA',
    415,
    'Not a supported audio or video file (WebM, Ogg, WAV, MP3, MP4/M4A/MOV, FLAC or AAC)',
  );

/**
 * Streams audio into storage under a new key, never holding more than one chunk in memory. The type comes from the
 * first bytes (checked before anything is written); the size limit is enforced while streaming. Either failure
 * leaves nothing in storage (Storage.put is all or nothing).
 */
export async function storeAudio(
  storage: Storage,
  source: AsyncIterable<Uint8Array>,
  opts: StoreAudioOptions,
): Promise<AudioRef> {
  const iterator = source[Symbol.asyncIterator]();
  const head = await readSource(() => readHead(iterator, SNIFF_BYTES));
  const type = detectMediaType(head.bytes);
  if (!type) {
    // Stops the source (for an upload: destroys the file stream, which ends the multipart parsing).
    await iterator.return?.();
    throw unsupportedMedia();
  }
  const id = randomUUID();
  // Two-character shards keep any one directory small on the local store.
  const key = `audio/${id.slice(0, 2)}/${id}.${type.ext}`;

  async function* limited() {
    let total = head.bytes.length;
    if (total > opts.maxBytes) throw tooLarge(opts.maxBytes);
    if (total) yield head.bytes;
    if (head.done) return;
    for (;;) {
      const next = await readSource(() => iterator.next());
      if (next.done) break;
      total += next.value.length;
      if (total > opts.maxBytes) throw tooLarge(opts.maxBytes);
      yield next.value;
    }
    if (opts.truncated?.()) throw tooLarge(opts.maxBytes);
  }

  try {
    const { size } = await storage.put(key, limited());
    return { key, mime: type.mime, size };
  } finally {
    // After a failure mid-stream, make sure the source is not left waiting to be read.
    await iterator.return?.();
  }
}

/**
 * A source that fails while being read is an upload cut short or a malformed body (busboy: "Unexpected end of
 * form"): the client's fault, 400, unlike a storage failure while writing, which stays a server error.
 */
async function readSource<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('BAD_REQUEST', 400, `The upload was interrupted or malformed: ${(err as Error).message}`);
  }
}

async function readHead(iterator: AsyncIterator<Uint8Array>, n: number) {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < n) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  return { bytes: Buffer.concat(chunks), done };
}
