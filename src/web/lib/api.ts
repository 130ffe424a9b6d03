import type { ErrorBody } from '@shared/errors';
import { errorCodeOfStatus } from '@shared/http-status';

/** A failed API call; `code` is the server's error code and picks the localized message (`errors:<code>`). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Validates the answer, so a contract drift shows up as an error instead of a broken screen: a zod schema, or any
   * `{ parse }` (screens on the landing page's path use small hand-written checks to keep zod out of that bundle).
   */
  schema?: { parse: (data: unknown) => T };
  signal?: AbortSignal;
}

/** The one way the web app calls the API: same-origin, cookies included, errors in one shape. */
export async function api<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers: opts.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', (err as Error).message);
  }
  const text = await res.text();
  const json: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    if (isErrorBody(json)) {
      const e = json.error;
      throw new ApiError(res.status, e.code, e.message, e.details);
    }
    // Not our error model (a proxy's page): the status says what it can.
    throw new ApiError(res.status, errorCodeOfStatus(res.status), res.statusText);
  }
  return opts.schema ? opts.schema.parse(json) : (json as T);
}

// The shape of ErrorBodySchema, checked by hand: this module is on every page, zod is not.
function isErrorBody(json: unknown): json is ErrorBody {
  const e = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof e?.code === 'string' && typeof e.message === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
