import type { FastifyReply } from 'fastify';
import { errorBody } from '../http/errors.js';

/**
 * Copies a better-auth (Fetch API) Response onto a Fastify reply. Errors are re-shaped into our error model
 * so the web app has one way to read every failure.
 */
export async function sendAuthResponse(response: Response, reply: FastifyReply, requestId: string) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (response.status >= 400) {
    let code = 'BAD_REQUEST';
    let message = text || response.statusText;
    try {
      const body = JSON.parse(text) as { code?: string; message?: string };
      code = body.code ?? code;
      message = body.message ?? message;
    } catch {
      // not JSON: keep the text
    }
    return reply.type('application/json').send(errorBody(code, message, requestId));
  }
  return reply.send(text === '' ? null : text);
}
