import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: real HTTP on 127.0.0.1, so the production client
 * (fetch, headers, timeouts, aborts) is what is tested. Each test sets how it answers.
 */
export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    temperature?: number;
    max_tokens?: number;
    response_format?: { type: string };
    messages?: Array<{ role: string; content: string }>;
  };
}

export type StandInHandler = (req: StandInRequest, res: ServerResponse) => void | Promise<void>;

export interface StandIn {
  /** Base URL, ending in /v1 like OpenAI's, Groq's and Ollama's. */
  baseUrl: string;
  requests: StandInRequest[];
  handle(handler: StandInHandler): void;
  close(): Promise<void>;
}

/** A chat completion whose message content is `content`. */
export function answer(res: ServerResponse, content: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

export function fail(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'test_error' } }));
}

export async function startStandIn(): Promise<StandIn> {
  let handler: StandInHandler = (_req, res) => fail(res, 500, 'no handler');
  const requests: StandInRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: StandInRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as StandInRequest['body']) : {},
      };
      requests.push(request);
      void Promise.resolve(handler(request, res)).catch((err: unknown) => fail(res, 500, String(err)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
