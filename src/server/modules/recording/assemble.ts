import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Log } from '../../platform/logger.js';
import type { Media } from '../../platform/media/media.js';
import { StorageNotFoundError, type Storage } from '../../platform/storage/storage.js';
import { chunkKey } from './chunks.js';

export interface AssembleDeps {
  storage: Pick<Storage, 'read'>;
  media: Pick<Media, 'concatMedia'>;
  log: Pick<Log, 'warn'>;
}

/** The first bytes of every WebM (EBML) stream. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Writes the chunks one after another into `file`; a chunk whose file is gone counts as never received. Timeslice
 * chunks are pieces of one stream, but when the page had to restart its MediaRecorder (keepalive, docs/product.md §4)
 * the chunk after the restart opens a new WebM stream with its own header: each stream is then written to its own file
 * and ffmpeg joins them, since bytes glued together would play only the first.
 */
export async function assemble(deps: AssembleDeps, id: string, order: number[], scratch: string, file: string) {
  const stored: number[] = [];
  const streams: string[] = [];
  let out: ReturnType<typeof createWriteStream> | null = null;
  const closeOut = () =>
    new Promise<void>((resolve, reject) =>
      out ? out.end((err?: Error | null) => (err ? reject(err) : resolve())) : resolve(),
    );
  try {
    for (const seq of order) {
      let bytes: Buffer;
      try {
        bytes = await readAll(await deps.storage.read(chunkKey(id, seq)));
      } catch (err) {
        if (!(err instanceof StorageNotFoundError)) throw err;
        deps.log.warn({ recordingId: id, seq }, 'recorded chunk missing from storage');
        continue;
      }
      if (!out || (bytes.subarray(0, 4).equals(EBML_MAGIC) && stored.length > 0)) {
        await closeOut();
        const path = join(scratch, `stream-${streams.length}.webm`);
        streams.push(path);
        out = createWriteStream(path);
      }
      if (!out.write(bytes)) await new Promise<void>((r) => out!.once('drain', () => r()));
      stored.push(seq);
    }
  } finally {
    await closeOut();
  }
  if (streams.length === 1) await rename(streams[0]!, file);
  else if (streams.length > 1) {
    try {
      await deps.media.concatMedia(streams, file);
    } catch (err) {
      // Keep the audio rather than lose it: the first stream plays; the log says what happened.
      deps.log.warn({ err, recordingId: id, streams: streams.length }, 'could not join restarted recorder streams');
      await rename(streams[0]!, file);
    }
  }
  return { stored };
}

async function readAll(source: AsyncIterable<Uint8Array> | NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of source as AsyncIterable<Uint8Array>) parts.push(Buffer.from(c));
  return Buffer.concat(parts);
}
