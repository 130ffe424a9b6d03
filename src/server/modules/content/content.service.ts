import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  SECTIONS,
  sectionSchemas,
  type LandingContent,
  type Section,
  type SectionData,
} from '../../../shared/api/content.js';
import { AppError } from '../../platform/http/errors.js';
import type { ContentRepo } from './content.repo.js';

/**
 * How long a process serves the landing content from memory. A write through this process drops its own copy at
 * once; other processes (PostgreSQL scale-out: several web processes, one database) see it within this time. The
 * landing page is public, read on every visit and edited rarely, so 5 s of staleness on other processes buys a read
 * that costs no query, without needing cross-process invalidation (LISTEN/NOTIFY) for a marketing page.
 */
export const CONTENT_CACHE_TTL_MS = 5_000;

export interface LandingSnapshot {
  content: LandingContent;
  /** `content` serialized once per cache fill: the public read sends it as is. */
  json: string;
  /** Strong validator of `content`, for conditional GETs (If-None-Match → 304). */
  etag: string;
}

export interface ContentService {
  getLanding(): Promise<LandingSnapshot>;
  /** Validates `input` with the section's schema (400 VALIDATION otherwise) and stores it. */
  saveSection<S extends Section>(section: S, input: unknown, userId: string): Promise<SectionData<S>>;
}

export interface ContentServiceDeps {
  repo: ContentRepo;
  cacheTtlMs?: number;
  now?: () => number;
}

export function createContentService({
  repo,
  cacheTtlMs = CONTENT_CACHE_TTL_MS,
  now = Date.now,
}: ContentServiceDeps): ContentService {
  let cached: { snapshot: LandingSnapshot; expiresAt: number } | undefined;
  // Concurrent misses share one query instead of stampeding the database when the entry expires under load.
  let loading: Promise<LandingSnapshot> | undefined;
  // Bumped by every write, so a read that started before the write cannot put the old content back in the cache.
  let generation = 0;

  function invalidate() {
    generation++;
    cached = undefined;
    loading = undefined;
  }

  async function load(): Promise<LandingSnapshot> {
    const started = generation;
    const rows = await repo.listSections();
    const content: LandingContent = { hero: null, features: null, steps: null, demo: null };
    for (const row of rows) {
      if (!(SECTIONS as readonly string[]).includes(row.section)) continue;
      const section = row.section as Section;
      // A row that no longer fits its schema (written by an older version) falls back to the default rather
      // than breaking the public page.
      const parsed = sectionSchemas[section].safeParse(row.data);
      if (parsed.success) Object.assign(content, { [section]: parsed.data });
    }
    const json = JSON.stringify(content);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    const snapshot = { content, json, etag };
    if (started === generation) cached = { snapshot, expiresAt: now() + cacheTtlMs };
    return snapshot;
  }

  return {
    async getLanding() {
      if (cached && cached.expiresAt > now()) return cached.snapshot;
      if (!loading) {
        const pending = load().finally(() => {
          if (loading === pending) loading = undefined;
        });
        loading = pending;
      }
      return loading;
    },

    async saveSection(section, input, userId) {
      const parsed = sectionSchemas[section].safeParse(input);
      if (!parsed.success) throw validationError(parsed.error);
      invalidate();
      const row = await repo.upsertSection(section, parsed.data, userId);
      // Again after the write: a read that ran during it may hold the old content.
      invalidate();
      return row.data as SectionData<typeof section>;
    },
  };
}

/** The same shape as the error handler's schema-validation answer, so the web maps field errors one way. */
function validationError(error: z.ZodError): AppError {
  const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError('VALIDATION', 400, 'Invalid body', details);
}
