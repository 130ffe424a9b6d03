import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SpeechEngine, SpeechLanguage } from '../speech.types.js';
import { SAMPLE_RATE } from '../speech.types.js';
import { wavToPcm } from './wav.js';

/**
 * A local stand-in for an OpenAI-compatible transcription API (`POST /v1/audio/transcriptions`), for tests and the
 * benchmark. It really reads what it is sent: the multipart form, the bearer key, the model, the WAV. English audio
 * is transcribed by `recogniser` (pocketsphinx) so a test can prove the words travelled; other languages get one
 * segment naming the duration received.
 */
export interface StandIn {
  url: string;
  requests: { model: string; language: string; format: string; granularity: string; seconds: number }[];
  close(): Promise<void>;
}

export interface StandInOptions {
  key: string;
  model: string;
  recogniser?: SpeechEngine;
  /** Answer this late (ms): for timeout tests. */
  delayMs?: number;
}

interface Part {
  name: string;
  filename?: string;
  data: Buffer;
}

function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error('no multipart boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    const raw = body.subarray(start + 2, next - 2); // after CRLF, before CRLF
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.subarray(0, split).toString('utf8');
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    parts.push({ name, ...(filename === undefined ? {} : { filename }), data: raw.subarray(split + 4) });
    at = next;
  }
  return parts;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export async function startStandIn(opts: StandInOptions): Promise<StandIn> {
  const requests: StandIn['requests'] = [];
  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions')
        return reply(404, { error: { message: 'no route' } });
      if (req.headers.authorization !== `Bearer ${opts.key}`) {
        return reply(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      }
      const parts = parseMultipart(await readBody(req), req.headers['content-type'] ?? '');
      const field = (n: string) => parts.find((p) => p.name === n)?.data.toString('utf8') ?? '';
      const file = parts.find((p) => p.name === 'file' && p.filename);
      if (field('model') !== opts.model) return reply(400, { error: { message: `model ${field('model')} not found` } });
      if (!file) return reply(400, { error: { message: 'file is required' } });
      const { pcm, rate } = wavToPcm(file.data);
      if (rate !== SAMPLE_RATE) return reply(400, { error: { message: `expected 16 kHz, got ${rate}` } });
      const seconds = pcm.length / SAMPLE_RATE;
      const language = field('language');
      requests.push({
        model: field('model'),
        language,
        format: field('response_format'),
        granularity: field('timestamp_granularities[]'),
        seconds,
      });
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const segments =
        language === 'en' && opts.recogniser?.transcribe
          ? await opts.recogniser.transcribe(pcm, { language: language as SpeechLanguage })
          : [{ start: 0, end: seconds, text: `(${seconds.toFixed(2)} seconds of audio)` }];
      reply(200, {
        task: 'transcribe',
        language,
        duration: seconds,
        text: segments.map((s) => s.text).join(' '),
        segments: segments.map((s, id) => ({ id, seek: 0, start: s.start, end: s.end, text: ` ${s.text}` })),
      });
    } catch (err) {
      reply(400, { error: { message: (err as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
