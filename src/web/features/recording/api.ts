import {
  ChunkResultSchema,
  FinishResultSchema,
  RecordingSchema,
  type CreateRecordingBody,
  type FinishBody,
} from '@shared/api/recordings';
import type { Segment } from '@shared/api/transcriptions';
import { ApiError, api } from '../../lib/api';

/** Which engine the server uses per language, and whether it runs here in the page: the speech feature's query. */
export { useEngines } from '../speech/api';

export const createRecording = (id: string, body: CreateRecordingBody) =>
  api(`/api/recordings/${id}`, { method: 'PUT', body, schema: RecordingSchema });

export const finishRecording = (id: string, body: FinishBody) =>
  api(`/api/recordings/${id}/finish`, { method: 'POST', body, schema: FinishResultSchema });

export const putSegments = (id: string, segments: Segment[]) =>
  api(`/api/recordings/${id}/segments`, { method: 'PUT', body: { segments } });

/** One MediaRecorder chunk as a raw body (the JSON wrapper of `api` would not carry a Blob). */
export async function putChunk(id: string, seq: number, blob: Blob): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/recordings/${id}/chunks/${seq}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { 'content-type': blob.type || 'audio/webm' },
      body: blob,
    });
  } catch (err) {
    throw new ApiError(0, 'NETWORK', (err as Error).message);
  }
  const text = await res.text();
  if (!res.ok) {
    let code = res.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
    try {
      const e = (JSON.parse(text) as { error?: { code?: unknown } }).error;
      if (typeof e?.code === 'string') code = e.code;
    } catch {
      // not JSON (a proxy's page): keep the status's code
    }
    throw new ApiError(res.status, code, res.statusText);
  }
  ChunkResultSchema.parse(text ? JSON.parse(text) : null);
}
