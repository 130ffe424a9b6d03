import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  CONTENT_LANGUAGES,
  SECTIONS,
  sectionSchemas,
  type ContentLanguage,
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
  /** The stored content of one language (each language is stored and cached on its own, never mixed). */
  getLanding(language: ContentLanguage): Promise<LandingSnapshot>;
  /** Validates `input` with the section's schema (400 VALIDATION otherwise) and stores it for `language` only. */
  saveSection<S extends Section>(
    language: ContentLanguage,
    section: S,
    input: unknown,
    userId: string,
  ): Promise<SectionData<S>>;
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
  // Both languages come from one query (at most eight small rows) and are cached together.
  type Snapshots = Record<ContentLanguage, LandingSnapshot>;
  let cached: { snapshots: Snapshots; expiresAt: number } | undefined;
  // Concurrent misses share one query instead of stampeding the database when the entry expires under load.
  let loading: Promise<Snapshots> | undefined;
  // Bumped by every write, so a read that started before the write cannot put the old content back in the cache.
  let generation = 0;

  function invalidate() {
    generation++;
    cached = undefined;
    loading = undefined;
  }

  async function load(): Promise<Snapshots> {
    const started = generation;
    const rows = await repo.listSections();
    const empty = (): LandingContent => ({ hero: null, features: null, steps: null, demo: null });
    const contents = Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, empty()])) as Record<
      ContentLanguage,
      LandingContent
    >;
    for (const row of rows) {
      if (!(SECTIONS as readonly string[]).includes(row.section)) continue;
      if (!(CONTENT_LANGUAGES as readonly string[]).includes(row.language)) continue;
      const section = row.section as Section;
      // A row that no longer fits its schema (written by an older version, e.g. an empty headline from before
      // titles were required) falls back to the default rather than breaking the public page.
      const parsed = sectionSchemas[section].safeParse(row.data);
      if (parsed.success) Object.assign(contents[row.language as ContentLanguage], { [section]: parsed.data });
    }
    const snapshots = Object.fromEntries(
      CONTENT_LANGUAGES.map((l) => {
        const json = JSON.stringify(contents[l]);
        const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
        return [l, { content: contents[l], json, etag }];
      }),
    ) as Snapshots;
    if (started === generation) cached = { snapshots, expiresAt: now() + cacheTtlMs };
    return snapshots;
  }

  async function all(): Promise<Snapshots> {
    if (cached && cached.expiresAt > now()) return cached.snapshots;
    if (!loading) {
      const pending = load().finally(() => {
        if (loading === pending) loading = undefined;
      });
      loading = pending;
    }
    return loading;
  }

  return {
    getLanding: async (language) => (await all())[language],

    async saveSection(language, section, input, userId) {
      const parsed = sectionSchemas[section].safeParse(input);
      if (!parsed.success) throw validationError(parsed.error);
      invalidate();
      const row = await repo.upsertSection(language, section, parsed.data, userId);
      // Again after the write: a read that ran during it may hold the old content.
      invalidate();
      return row.data as SectionData<typeof section>;
    },
  };
}

/**
 * The same shape as the error handler's schema-validation answer (path, message), so the web maps field errors one
 * way; plus zod's issue code and limit, so the editor can say "required" or "at most 200 characters" in the
 * reader's language instead of showing zod's English message.
 */
function validationError(error: z.ZodError): AppError {
  const details = error.issues.map((i) => ({
    path: i.path.join('.'),
    message: i.message,
    code: i.code,
    ...('maximum' in i && typeof i.maximum === 'number' ? { maximum: i.maximum } : {}),
  }));
  return new AppError('VALIDATION', 400, 'Invalid body', details);
}
