import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../shared/api/text.js';
import { audioForm, makeWav } from '../../test/media.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import {
  encodedSpliced,
  isClosed,
  spliced,
  stringFields,
  withValue,
  type OpenApiDocument,
  type Parameter,
} from '../../test/openapi-walk.js';
import { BASELINES, MEETING, segment, type Baseline, type Fixtures } from './unstorable-strings.baselines.js';

/**
 * Strings the database cannot store — NUL, and UTF-16 surrogates without their pair — must answer 400, never 500,
 * wherever a request carries them (src/shared/api/text.ts). This walks the OpenAPI document the app serves: every
 * operation needs a baseline request (unstorable-strings.baselines.ts; a new route fails here until it has one), and every string the
 * document names in its path, query or JSON body is sent again with each bad value inserted into the baseline's
 * valid value. A JSON body carries the characters as escapes ("\u0000", "\ud800"): what JSON.stringify writes.
 * A URL cannot carry a lone surrogate (no UTF-8 decodes to one), so there the walk sends the nearest bytes,
 * %ED%A0%80 / %ED%B0%80 (U+D800 / U+DC00 in WTF-8), and asks only for no 5xx.
 */

const BAD_VALUES = [
  { name: 'NUL', json: '\u0000', url: '%00' },
  { name: 'lone high surrogate', json: '\ud800', url: '%ED%A0%80' },
  { name: 'lone low surrogate', json: '\udc00', url: '%ED%B0%80' },
] as const;

describe('strings the database cannot store', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  let doc: OpenApiDocument;
  const tested: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t, { email: 'admin@example.com', role: 'admin' });
    const json = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
      t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: payload as object });
    const created = await json('POST', '/api/transcriptions', { title: 'Rapat anggaran', text: MEETING });
    expect(created.statusCode, created.body).toBe(201);
    expect((await json('POST', '/api/transcriptions', { title: 'Rapat klien', text: MEETING })).statusCode).toBe(201);
    const page = await t.app.inject({ url: '/api/transcriptions?limit=1', headers: { cookie: admin.cookie } });
    const recordingId = randomUUID();
    const finishableRecordingId = randomUUID();
    for (const id of [recordingId, finishableRecordingId]) {
      expect((await json('PUT', `/api/recordings/${id}`, { language: 'en', engine: 'browser' })).statusCode).toBe(201);
    }
    const segments = await json('PUT', `/api/recordings/${finishableRecordingId}/segments`, { segments: [segment] });
    expect(segments.statusCode, segments.body).toBe(200);
    fixtures = {
      admin,
      transcriptionId: created.json<{ id: string }>().id,
      cursor: page.json<{ nextCursor: string }>().nextCursor,
      recordingId,
      finishableRecordingId,
      unknownId: randomUUID(),
    };
    expect(fixtures.cursor).toEqual(expect.any(String));
    doc = (await t.app.inject({ url: '/api/docs' })).json<OpenApiDocument>();
  });
  afterAll(() => t?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })),
    );

  it('has a baseline for every operation of the OpenAPI document, and none for an operation it lacks', () => {
    const keys = operations().map((o) => o.key);
    expect(keys.length).toBeGreaterThan(25);
    expect(keys.filter((k) => !(k in BASELINES))).toEqual([]);
    expect(Object.keys(BASELINES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  /** The baseline, with one path or query parameter replaced by an already encoded value, or another body. */
  interface Change {
    param?: { in: 'path' | 'query'; name: string; encoded: string };
    body?: unknown;
  }

  function send(method: string, path: string, baseline: Baseline, change: Change = {}) {
    const encoded = (where: 'path' | 'query', name: string, value: string) =>
      change.param?.in === where && change.param.name === name ? change.param.encoded : encodeURIComponent(value);
    const query = Object.entries(baseline.query ?? {}).map(([name, v]) => `${name}=${encoded('query', name, v)}`);
    const url =
      path.replace(/\{(\w+)\}/g, (_, name: string) => encoded('path', name, baseline.params?.[name] ?? '')) +
      (query.length ? `?${query.join('&')}` : '');
    const body = change.body ?? baseline.body;
    return t.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: {
        cookie: fixtures.admin.cookie,
        origin: t.config.publicUrl,
        ...(baseline.raw ? { 'content-type': baseline.raw.contentType } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: baseline.raw ? baseline.raw.payload : body !== undefined ? JSON.stringify(body) : undefined,
    });
  }

  interface Answer {
    statusCode: number;
    body: string;
  }
  const detailsOf = (res: Answer) => {
    try {
      return (JSON.parse(res.body) as { error?: { code?: string; details?: { path: string; message: string }[] } })
        .error;
    } catch {
      return undefined;
    }
  };

  it.each(Object.keys(BASELINES))('%s: 400 for every string field, never 5xx', async (key) => {
    const op = operations().find((o) => o.key === key);
    if (!op) return; // reported by the coverage test above
    const problems: string[] = [];
    const baselines = BASELINES[key]!(fixtures);
    // Path and query: always strings on the wire, whatever the schema makes of them.
    const parameters = (op.op.parameters ?? []).filter(
      (p): p is Parameter & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query',
    );
    const bodySchema = op.op.requestBody?.content['application/json']?.schema;
    const inputs = parameters.length + (bodySchema ? 1 : 0);
    if (inputs > 0) expect(baselines.length, `${key} takes input: give it a baseline`).toBeGreaterThan(0);

    for (const baseline of baselines) {
      const label = `${key} ${JSON.stringify(baseline.params ?? {})}`;
      for (const p of parameters) {
        const valid = (p.in === 'path' ? baseline.params : baseline.query)?.[p.name];
        if (valid === undefined) {
          problems.push(`${label}: the baseline lacks ${p.in} parameter ${p.name}`);
          continue;
        }
        for (const bad of BAD_VALUES) {
          const param = { in: p.in, name: p.name, encoded: encodedSpliced(valid, bad.url) };
          const res = await send(op.method, op.path, baseline, { param });
          tested.push(`${key} ${p.in}:${p.name} ${bad.name}`);
          const where = `${label} ${p.in} ${p.name} with ${bad.name}`;
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          if (bad.name !== 'NUL') continue; // see the header comment: a URL cannot carry a lone surrogate
          const error = detailsOf(res);
          const detail = error?.details?.find((d) => d.path === p.name);
          if (res.statusCode !== 400 || error?.code !== 'VALIDATION' || !detail) {
            problems.push(
              `${where}: expected 400 VALIDATION on ${p.name}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          } else if (p.schema.type === 'string' && !isClosed(p.schema) && detail.message !== UNSTORABLE_TEXT_MESSAGE) {
            problems.push(`${where}: refused, but not by storableString(): ${detail.message}`);
          }
        }
      }

      // JSON body: every string the document names (or, for an opaque object, the baseline has).
      for (const field of bodySchema ? stringFields(bodySchema, baseline.body) : []) {
        const dotted = field.path.join('.');
        if (field.missing) {
          problems.push(`${label}: the baseline body lacks ${dotted}; add it so the walk can test it`);
          continue;
        }
        for (const bad of BAD_VALUES) {
          const last = field.path[field.path.length - 1]!;
          const badKey = spliced(String(last), bad.json);
          const body = withValue(baseline.body, field.path, (old, parent) => {
            if (field.key) {
              delete parent[last];
              parent[badKey] = old;
            } else {
              parent[last] = spliced(String(old), bad.json);
            }
          });
          const res = await send(op.method, op.path, baseline, { body });
          tested.push(`${key} body:${dotted}${field.key ? ' (key)' : ''} ${bad.name}`);
          const where = `${label} body ${dotted}${field.key ? ' (its key)' : ''} with ${bad.name}`;
          const error = detailsOf(res);
          // zod reports a refused map key as "Invalid key in record" at the bad key's path (its own message is lost).
          const detailPath = field.key ? [...field.path.slice(0, -1), badKey].join('.') : dotted;
          const detail = error?.details?.find((d) => d.path === detailPath);
          if (res.statusCode >= 500) {
            problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          } else if (res.statusCode !== 400 || error?.code !== 'VALIDATION' || !detail) {
            problems.push(
              `${where}: expected 400 VALIDATION on ${dotted}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          } else if (
            !field.key &&
            field.schema &&
            !isClosed(field.schema) &&
            detail.message !== UNSTORABLE_TEXT_MESSAGE
          ) {
            problems.push(`${where}: refused, but not by storableString(): ${detail.message}`);
          }
        }
      }

      // Last, so no refused request was answered from what the baseline stored (finish and sign-up are idempotent
      // or unique): the schema accepts the baseline, so each 400 above was the bad character's doing.
      const ok = await send(op.method, op.path, baseline);
      if (ok.statusCode >= 500 || detailsOf(ok)?.code === 'VALIDATION') {
        problems.push(`${label}: the baseline itself answered ${ok.statusCode} ${ok.body.slice(0, 300)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tested a string field of most operations', () => {
    // it.each above runs first (same file, in order); this keeps a walk that silently finds nothing from passing.
    expect(new Set(tested.map((x) => x.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThan(20);
    expect(tested.length).toBeGreaterThan(150);
  });

  // Multipart fields are not in the document. Surrogates travel in a UTF-16 part (busboy honours a part's charset).
  it('refuses NUL and lone surrogates in the upload form fields (title, language)', async () => {
    const wav = makeWav(0.2);
    const upload = (fields: { name: string; value: string | Buffer; contentType?: string }[]) => {
      const form = audioForm(wav, 'rapat.wav', fields);
      return t.app.inject({
        method: 'POST',
        url: '/api/transcriptions/upload',
        headers: { ...form.headers, cookie: fixtures.admin.cookie },
        payload: form.payload,
      });
    };
    const utf16 = (s: string) => ({ value: Buffer.from(s, 'utf16le'), contentType: 'text/plain; charset=utf-16le' });

    // The UTF-16 part arrives as text: the same fields without a bad character are accepted.
    const ok = await upload([
      { name: 'title', ...utf16('Rapat tim') },
      { name: 'language', ...utf16('en-US') },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ title: 'Rapat tim', language: 'en-US' });

    for (const [name, valid] of [
      ['title', 'Rapat tim'],
      ['language', 'en-US'],
    ] as const) {
      for (const bad of BAD_VALUES) {
        const value = spliced(valid, bad.json);
        const res = await upload([{ name, ...(bad.name === 'NUL' ? { value } : utf16(value)) }]);
        expect(res.statusCode, `${name} with ${bad.name}: ${res.body}`).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'VALIDATION',
          details: expect.arrayContaining([{ path: name, message: UNSTORABLE_TEXT_MESSAGE }]),
        });
      }
    }
    const list = await t.app.inject({
      url: '/api/transcriptions?limit=100',
      headers: { cookie: fixtures.admin.cookie },
    });
    expect(list.json().items.filter((i: { source: string }) => i.source === 'upload')).toHaveLength(1);
  });

  // @fastify/websocket hides its routes from the document (schema.hide), so the live socket is checked here: its
  // path and query are validated before the upgrade, like any route's.
  it('refuses NUL in the live WebSocket route before upgrading', async () => {
    const headers = { cookie: fixtures.admin.cookie, origin: t.config.publicUrl };
    const live = `/api/recordings/${fixtures.recordingId}/live`;
    for (const url of ['/api/recordings/%00/live', `${live}?offset=%00`, `${live}?offset=1%00`]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
  });

  // What better-auth reads itself, beyond the route schemas: the OAuth callback's state and code.
  it('never answers 5xx to NUL in what the auth passthroughs forward to better-auth', async () => {
    const headers = { cookie: fixtures.admin.cookie, origin: t.config.publicUrl };
    const answers = [
      await t.app.inject({ url: '/api/auth/callback/google?state=%00&code=%00', headers }),
      await t.app.inject({ url: '/api/auth/verify-email?token=x&callbackURL=/login&extra=%00', headers }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/google',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=%00&code=%00',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/callback/google',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ state: '\u0000', code: '\ud800' }),
      }),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
  });
});
