import { describe, expect, it } from 'vitest';
import type { Demo } from '../../../shared/api/content.js';
import type { ContentRepo, StoredSection } from './content.repo.js';
import { createContentService } from './content.service.js';

const demo = (title: string): Demo => ({ title, subtitle: 'S', tagline: 'T' });

/** An in-memory repo that counts reads and can hold a read open, to test the cache's ordering rules. */
function fakeRepo() {
  const rows = new Map<string, unknown>();
  let reads = 0;
  let gate: Promise<void> | undefined;
  const repo: ContentRepo = {
    async listSections() {
      reads++;
      const snapshot: StoredSection[] = [...rows].map(([section, data]) => ({ section, data }));
      await gate;
      return snapshot;
    },
    async upsertSection(section, data) {
      rows.set(section, data);
      return { section, data };
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
    await s.getLanding();
    await s.getLanding();
    expect(f.reads()).toBe(1);
    now = 1001;
    await s.getLanding();
    expect(f.reads()).toBe(2);
  });

  it('shares one query between concurrent misses', async () => {
    const f = fakeRepo();
    const s = createContentService({ repo: f.repo });
    const release = f.hold();
    const all = Promise.all([s.getLanding(), s.getLanding(), s.getLanding()]);
    release();
    await all;
    expect(f.reads()).toBe(1);
  });

  it('shows a write at once, even when a read of the old content was in flight', async () => {
    const f = fakeRepo();
    const s = createContentService({ repo: f.repo });
    const release = f.hold();
    const stale = s.getLanding();
    await s.saveSection('demo', demo('Baru'), 'u1');
    release();
    expect((await stale).content.demo).toBeNull();
    expect((await s.getLanding()).content.demo).toEqual(demo('Baru'));
  });

  it('answers a stored row that no longer fits its schema as the default', async () => {
    const f = fakeRepo();
    f.rows.set('features', { items: [] });
    f.rows.set('unknown', { x: 1 });
    const s = createContentService({ repo: f.repo });
    expect((await s.getLanding()).content).toEqual({ hero: null, features: null, steps: null, demo: null });
  });

  it('changes the ETag with the content only', async () => {
    const f = fakeRepo();
    let now = 0;
    const s = createContentService({ repo: f.repo, now: () => now });
    const a = (await s.getLanding()).etag;
    now = 10_000;
    expect((await s.getLanding()).etag).toBe(a);
    await s.saveSection('demo', demo('X'), 'u1');
    expect((await s.getLanding()).etag).not.toBe(a);
  });
});
