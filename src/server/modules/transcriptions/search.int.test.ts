import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type TranscriptionListItem,
  type TranscriptionPage,
} from '../../../shared/api/transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { transcriptions } from './transcriptions.schema.js';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `kalimat pengisi nomor ${i} tanpa arti.`).join(' ');
const mark = (word: string) => `${HIGHLIGHT_START}${word}${HIGHLIGHT_END}`;

describe('listing and searching transcriptions', () => {
  let t: TestApp;
  let user: TestUser;
  const ids: Record<string, string> = {};

  const list = async (query: string, cookie = user.cookie): Promise<TranscriptionPage> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/transcriptions?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const search = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).items;
  const titles = (items: TranscriptionListItem[]) => items.map((i) => i.title).sort();

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'searcher@example.com' });
    const docs: Array<[string, object]> = [
      ['anggaran', { language: 'id-ID', text: 'Hari ini kita bahas anggaran pemasaran untuk kuartal depan.' }],
      ['meeting', { language: 'en-US', text: 'We scheduled the meeting with the design team for Monday.' }],
      [
        'segmen',
        {
          language: 'id-ID',
          segments: [
            { start: 0, end: 4, text: 'Selamat pagi, semua sudah hadir.' },
            { start: 4, end: 8, text: 'Pertama soal jadwal libur.' },
            { start: 8, end: 12, text: 'Lalu tim keuangan melaporkan arus kas yang sehat.' },
          ],
        },
      ],
      [
        'panjang',
        { language: 'id-ID', text: `${filler(60)} Akhirnya kita sepakati vendor katering baru. ${filler(5)}` },
      ],
      ['Judul Vendor Istimewa', { language: 'id-ID', text: 'Isi tanpa kata yang dicari sama sekali.' }],
      ['penanda', { language: 'id-ID', text: `Teks dengan \u0002penanda\u0003 palsu dan kata rahasia.` }],
      ['simple', { language: 'fr-FR', text: 'Nous avons parlé du budget annuel.' }],
    ];
    for (const [title, body] of docs) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transcriptions',
        headers: { cookie: user.cookie },
        payload: { title, ...body },
      });
      ids[title] = res.json().id;
    }
  });
  afterAll(() => t.close());

  it('stems Indonesian: "membahas" finds "bahas", "dianggarkan" finds "anggaran"', async () => {
    expect(titles(await search('membahas'))).toEqual(['anggaran']);
    expect(titles(await search('dianggarkan'))).toEqual(['anggaran']);
  });

  it('stems English: "meetings" finds "meeting", "scheduling" finds "scheduled"', async () => {
    expect(titles(await search('meetings'))).toEqual(['meeting']);
    expect(titles(await search('scheduling'))).toEqual(['meeting']);
  });

  it('finds words in other languages unstemmed (simple configuration)', async () => {
    expect(titles(await search('budget'))).toEqual(['simple']);
  });

  it('searches titles too', async () => {
    expect(titles(await search('istimewa'))).toEqual(['Judul Vendor Istimewa']);
  });

  it('understands web search syntax: phrases, OR, exclusion', async () => {
    expect(titles(await search('"arus kas"'))).toEqual(['segmen']);
    expect(titles(await search('pemasaran or katering'))).toEqual(['anggaran', 'panjang']);
    expect(titles(await search('vendor -katering'))).toEqual(['Judul Vendor Istimewa']);
  });

  it('highlights the match in the segment that contains it', async () => {
    const [hit] = await search('laporan keuangan');
    expect(hit?.snippet).toContain(mark('keuangan'));
    expect(hit?.snippet).toContain(mark('melaporkan'));
    expect(hit?.snippet).not.toContain('Selamat pagi');
  });

  it('highlights a match deep inside a long text, with a bounded snippet', async () => {
    const [hit] = await search('katering');
    expect(hit?.snippet).toContain(mark('katering'));
    expect(hit!.snippet.length).toBeLessThan(400);
  });

  it('shows the start of the text when only the title matched', async () => {
    const [hit] = await search('istimewa');
    expect(hit?.snippet).toBe('Isi tanpa kata yang dicari sama sekali.');
  });

  it('never passes the marker characters of the user text through', async () => {
    const [hit] = await search('rahasia');
    expect(hit?.snippet).toBe(`Teks dengan penanda palsu dan kata ${mark('rahasia')}.`);
    const plain = (await list('limit=100')).items.find((i) => i.id === ids.penanda);
    expect(plain?.snippet).toBe('Teks dengan penanda palsu dan kata rahasia.');
  });

  it('answers queries without searchable words, or with SQL in them, with no results instead of errors', async () => {
    for (const q of ['!!!', 'the', "'; drop table transcriptions; --", '"', '-', 'or', ':*', '\\']) {
      const items = await search(q);
      expect(Array.isArray(items), q).toBe(true);
    }
    expect(titles(await search("katering'"))).toEqual(['panjang']);
  });

  it('without q, gives every item the first ~200 characters, cut at a word', async () => {
    const item = (await list('limit=100')).items.find((i) => i.id === ids.panjang)!;
    expect(item.snippet.length).toBeLessThanOrEqual(201);
    expect(item.snippet.endsWith('…')).toBe(true);
    expect(item.snippet.startsWith('kalimat pengisi nomor 0')).toBe(true);
    expect(item).toMatchObject({ hasAudio: false, hasSummary: false, source: 'manual', status: 'ready' });
  });
});

describe('cursor paging', () => {
  let t: TestApp;
  let user: TestUser;
  let expected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { email: 'pager@example.com' });
    const created: string[] = [];
    for (let i = 0; i < 23; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transcriptions',
        headers: { cookie: user.cookie },
        payload: { title: `Rapat ${i}`, text: i % 2 ? 'rapat ganjil' : 'rapat genap' },
      });
      created.push(res.json().id);
    }
    // Ties on created_at (a bot and an upload saved in the same millisecond) must not lose or repeat rows.
    const tied = created.slice(5, 12);
    await t.database.db
      .update(transcriptions)
      .set({ createdAt: new Date('2030-01-01T00:00:00.000Z') })
      .where(inArray(transcriptions.id, tied));
    const rows = await t.database.db
      .select({ id: transcriptions.id, createdAt: transcriptions.createdAt })
      .from(transcriptions);
    expected = rows
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
  });
  afterAll(() => t.close());

  async function walk(query: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 50; page++) {
      const url: string = `/api/transcriptions?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as TranscriptionPage;
      seen.push(...body.items.map((i) => i.id));
      cursor = body.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('paging did not end');
  }

  it('walks newest first across pages without duplicates or gaps', async () => {
    expect(await walk('limit=4')).toEqual(expected);
    expect(await walk('limit=23')).toEqual(expected);
  });

  it('walks oldest first', async () => {
    expect(await walk('limit=5&sort=oldest')).toEqual([...expected].reverse());
  });

  it('pages search results the same way', async () => {
    const all = await walk('limit=3&q=ganjil');
    expect(all).toHaveLength(11);
    expect(all).toEqual(expected.filter((id) => all.includes(id)));
  });

  it('refuses a cursor it did not make, or one from the other sort order, with 400', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/transcriptions?limit=2',
      headers: { cookie: user.cookie },
    });
    const cursor = first.json().nextCursor as string;
    const bad = [
      'garbage',
      Buffer.from('["n","yesterday","x"]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ];
    for (const c of bad) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/transcriptions?cursor=${c}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode, c).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', details: [{ path: 'cursor' }] });
    }
    const otherSort = await t.app.inject({
      method: 'GET',
      url: `/api/transcriptions?sort=oldest&cursor=${cursor}`,
      headers: { cookie: user.cookie },
    });
    expect(otherSort.statusCode).toBe(400);
  });
});
