import { describe, expect, it } from 'vitest';
import type { Demo } from '../../../shared/api/content.js';
import type { ContentRepo, StoredSection } from './content.repo.js';
import { createContentService } from './content.service.js';

const demo = (title: string): Demo => ({ title, subtitle: 'S', tagline: 'T' });

/** An in-memory repo that counts reads and can hold a read open, to test the cache's ordering rules. */
function fakeRepo() {
  // Keyed "language/section".
  const rows = new Map<string, unknown>();
  let reads = 0;
  let gate: Promise<void> | undefined;
  const repo: ContentRepo = {
    async listSections() {
      reads++;
      const snapshot: StoredSection[] = [...rows].map(([key, data]) => {
        const [language = '', section = ''] = key.split('/');
        return { language, section, data };
      });
      await gate;
      return snapshot;
    },
    async upsertSection(language, section, data) {
      rows.set(`${language}/${section}`, data);
      return { language, section, data };
    },
  };
  return {
    repo,
    rows,
    reads: () => reads,
    hold() {
      let release!: () => void;
      gate = new Promise((r) => (release = r));
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('content service cache', () => {
  it('serves from memory within the TTL and reloads after it', async () => {
    const f = fakeRepo();
    let now = 0;
    const s = createContentService({ repo: f.repo, cacheTtlMs: 1000, now: () => now });
    await s.getLanding('id');
    await s.getLanding('id');
    expect(f.reads()).toBe(1);
    now = 1001;
    await s.getLanding('id');
    expect(f.reads()).toBe(2);
  });

  it('shares one query between concurrent misses', async () => {
    const f = fakeRepo();
    const s = createContentService({ repo: f.repo });
    const release = f.hold();
    const all = Promise.all([s.getLanding('id'), s.getLanding('id'), s.getLanding('id')]);
    release();
    await all;
    expect(f.reads()).toBe(1);
  });

  it('shows a write at once, even when a read of the old content was in flight', async () => {
    const f = fakeRepo();
    const s = createContentService({ repo: f.repo });
    const release = f.hold();
    const stale = s.getLanding('id');
    await s.saveSection('id', 'demo', demo('Baru'), 'u1');
    release();
    expect((await stale).content.demo).toBeNull();
    expect((await s.getLanding('id')).content.demo).toEqual(demo('Baru'));
  });

  it('answers a stored row that no longer fits its schema as the default', async () => {
    const f = fakeRepo();
    f.rows.set('id/features', { items: [] });
    f.rows.set('id/unknown', { x: 1 });
    f.rows.set('fr/demo', demo('Bonjour'));
    // Stored before titles were required: the page shows the default headline instead of none.
    f.rows.set('id/hero', { title: '', subtitle: 'S', description: 'D', ctaText: 'C' });
    const s = createContentService({ repo: f.repo });
    expect((await s.getLanding('id')).content).toEqual({ hero: null, features: null, steps: null, demo: null });
  });

  it('changes the ETag with the content only', async () => {
    const f = fakeRepo();
    let now = 0;
    const s = createContentService({ repo: f.repo, now: () => now });
    const a = (await s.getLanding('id')).etag;
    now = 10_000;
    expect((await s.getLanding('id')).etag).toBe(a);
    await s.saveSection('id', 'demo', demo('X'), 'u1');
    expect((await s.getLanding('id')).etag).not.toBe(a);
  });

  it('keeps the languages apart: a write to one leaves the other as it was', async () => {
    const f = fakeRepo();
    const s = createContentService({ repo: f.repo });
    await s.saveSection('en', 'demo', demo('English'), 'u1');
    expect((await s.getLanding('en')).content.demo).toEqual(demo('English'));
    expect((await s.getLanding('id')).content.demo).toBeNull();
    expect((await s.getLanding('id')).etag).not.toBe((await s.getLanding('en')).etag);
    await s.saveSection('id', 'demo', demo('Indonesia'), 'u1');
    expect((await s.getLanding('en')).content.demo).toEqual(demo('English'));
    expect(f.reads()).toBe(2); // both languages come from one query per cache fill
  });

  it('names the code of a refused field, for the editor to localize', async () => {
    const s = createContentService({ repo: fakeRepo().repo });
    const err = await s.saveSection('id', 'demo', { title: '  ', subtitle: '', tagline: '' }, 'u1').catch((e) => e);
    expect(err).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(err.details).toEqual([{ path: 'title', message: 'Required', code: 'too_small' }]);
  });
});
