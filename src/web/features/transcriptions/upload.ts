import { errorCodeOfStatus } from '@shared/http-status';
import { ApiError } from '../../lib/api';
import { fileLangOf, type FileLang } from '../speech/status';

/** The language an upload starts with: the user's saved language, else the interface's, else Indonesian. */
export function defaultUploadLang(saved: string | null | undefined, ui: string | undefined): FileLang {
  return fileLangOf(saved) ?? fileLangOf(ui) ?? 'id-ID';
}

export interface UploadHandle {
  /** Resolves with the new transcription's id. Rejects with an ApiError (status 0 for network, 'ABORTED' on cancel). */
  done: Promise<{ id: string }>;
  abort(): void;
}

/**
 * Multipart upload of one audio or video file in a language (`id-ID`, `en-US`: the form's `language` field, which
 * picks the speech engine). XMLHttpRequest rather than fetch: only it reports upload progress (`upload.onprogress`),
 * which a large meeting recording needs.
 */
export function uploadRecording(file: File, language: string, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ id: string }>((resolve, reject) => {
    xhr.open('POST', '/api/transcriptions/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const id = (body as { id?: unknown } | null)?.id;
        if (typeof id === 'string') return resolve({ id });
        return reject(new ApiError(xhr.status, 'INTERNAL', 'upload answered without an id'));
      }
      const err = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      const code = typeof err?.code === 'string' ? err.code : errorCodeOfStatus(xhr.status);
      reject(new ApiError(xhr.status, code, typeof err?.message === 'string' ? err.message : xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'upload failed'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'upload cancelled'));
    const form = new FormData();
    // Fields before the file: the server reads them whichever side they come, but this way they arrive first.
    form.append('language', language);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** The screen's text for a failed upload: size and type get their own (spec-like) words, the rest the API's. */
export function uploadErrorKey(err: unknown): 'tooLarge' | 'unsupported' | 'cancelled' | null {
  if (!(err instanceof ApiError)) return null;
  if (err.code === 'ABORTED') return 'cancelled';
  if (err.status === 413 || err.code === 'PAYLOAD_TOO_LARGE') return 'tooLarge';
  if (err.status === 415 || err.code === 'UNSUPPORTED_MEDIA') return 'unsupported';
  return null;
}
