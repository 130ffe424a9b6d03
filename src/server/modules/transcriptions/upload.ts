import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError } from '../../platform/http/errors.js';
import { tooLarge } from './audio-store.js';
import type { AudioRef, TranscriptionsService } from './transcriptions.service.js';

export interface ReceivedAudio {
  audio: AudioRef;
  /** As the client named it (not trusted for anything but a default title). */
  filename: string;
  /** Text fields, before or after the file; validated by the caller. */
  fields: Record<string, string>;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);

/** A parser failure is the client's malformed body (400), except the size limit (413). */
function multipartError(err: unknown, maxBytes: number): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send exactly one file, in the "file" field');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return badRequest('Too many form fields');
  return badRequest(`Malformed multipart body: ${(err as Error).message}`);
}

/**
 * Reads a multipart/form-data upload: the one `file` part is streamed straight into storage (type and size checked
 * on the way), text fields are collected whichever side of the file they come. Whatever fails after the file was
 * stored deletes it again, so a refused upload leaves nothing behind.
 */
export async function receiveAudio(
  req: FastifyRequest,
  service: Pick<TranscriptionsService, 'storeAudio' | 'discardAudio'>,
  maxBytes: number,
): Promise<ReceivedAudio> {
  if (!req.isMultipart()) throw badRequest('Send the audio as multipart/form-data in a "file" field');
  const parts = req.parts({
    // fileSize: busboy stops reading at the limit (the stream reports `truncated`); storeAudio turns that into 413.
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, fieldNameSize: 100, parts: 12 },
  });
  const fields: Record<string, string> = {};
  let audio: AudioRef | undefined;
  let filename = '';
  try {
    for (;;) {
      let part: Multipart;
      try {
        const next = await parts.next();
        if (next.done) break;
        part = next.value;
      } catch (err) {
        throw multipartError(err, maxBytes);
      }
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = part.file;
      if (part.fieldname !== 'file' || audio) {
        file.destroy();
        throw badRequest('Send exactly one file, in the "file" field');
      }
      audio = await service.storeAudio(file, { maxBytes, truncated: () => file.truncated });
      filename = part.filename;
    }
  } catch (err) {
    if (audio) await service.discardAudio(audio);
    throw err;
  }
  if (!audio) throw badRequest('No file: send the audio in a "file" field');
  return { audio, filename, fields };
}

/** A default title from an uploaded file's name: no extension, no control characters, at most 200 characters. */
export function titleFromFilename(filename: string): string {
  const base = filename.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return (
    base
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200)
  );
}
